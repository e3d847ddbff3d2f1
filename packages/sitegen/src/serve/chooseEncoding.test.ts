import { describe, expect, it } from 'vitest';
import { chooseEncoding, isCompressible } from './chooseEncoding.js';

describe('chooseEncoding', () => {
  it('prefers brotli, unless gzip weighs more', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
  });

  it('compresses with neither when neither is accepted', () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) {
      expect(chooseEncoding(header), String(header)).toBeUndefined();
    }
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
  });
});

describe('isCompressible', () => {
  it('takes text, scripts, JSON, XML and SVG, not images, fonts or bytes', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/json',
      'image/svg+xml',
      'application/xml',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/png', 'font/woff2', 'application/octet-stream', 'video/mp4']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });
});

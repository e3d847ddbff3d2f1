import { describe, expect, it } from 'vitest';
import { unsafeScheme } from './unsafeUrl.js';

describe('unsafeScheme', () => {
  it('names javascript:, vbscript: and data: in any case', () => {
    expect(unsafeScheme('javascript:alert(1)', 'link')).toBe('javascript');
    expect(unsafeScheme('JaVaScRiPt:alert(1)', 'link')).toBe('javascript');
    expect(unsafeScheme('VBScript:MsgBox(1)', 'link')).toBe('vbscript');
    expect(unsafeScheme('data:text/html,<script>alert(1)</script>', 'link')).toBe('data');
  });

  it('reads the scheme as a browser does: without tabs and line breaks, past leading spaces and controls', () => {
    expect(unsafeScheme('java\tscript:alert(1)', 'link')).toBe('javascript');
    expect(unsafeScheme('java\nscr\r\nipt:alert(1)', 'link')).toBe('javascript');
    expect(unsafeScheme(' \u0001\u001f javascript:alert(1)', 'link')).toBe('javascript');
    expect(unsafeScheme('jav ascript:alert(1)', 'link')).toBeUndefined();
  });

  it('allows data:image/… only as an image source', () => {
    expect(unsafeScheme('data:image/png;base64,iVBORw0KGgo=', 'image')).toBeUndefined();
    expect(unsafeScheme('DATA:Image/svg+xml,<svg/>', 'image')).toBeUndefined();
    expect(unsafeScheme('data:image/png;base64,iVBORw0KGgo=', 'link')).toBe('data');
    expect(unsafeScheme('data:text/html,<b>x</b>', 'image')).toBe('data');
    expect(unsafeScheme('javascript:alert(1)', 'image')).toBe('javascript');
  });

  it('leaves every other URL alone', () => {
    for (const url of [
      'https://example.com/javascript:x',
      '/docs/javascript',
      './javascript:notes',
      'javascript.md',
      'mailto:a@b.c',
      'api:GSwap',
      '#data:x',
      '',
    ]) {
      expect(unsafeScheme(url, 'link')).toBeUndefined();
    }
  });
});

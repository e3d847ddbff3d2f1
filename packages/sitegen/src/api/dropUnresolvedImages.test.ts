import { describe, expect, it } from 'vitest';
import { dropUnresolvedImages } from './dropUnresolvedImages.js';

describe('dropUnresolvedImages', () => {
  it('drops an image whose src the image step left relative (a file the package does not ship)', () => {
    const html = '<p align="center"><img src="logo.svg" alt="Zod logo" width="200"> Zod</p>';
    expect(dropUnresolvedImages(html)).toBe('<p align="center"> Zod</p>');
  });

  it('keeps copied images, site paths, external images and data URLs', () => {
    const html = [
      '<img src="/b/assets/images/logo-1a2b.svg" alt="a">',
      '<img src="https://img.shields.io/npm/v/ky" alt="b">',
      "<img alt='c>d' src='//cdn.example/x.png'>",
      '<img src="data:image/png;base64,AAAA">',
    ].join('');
    expect(dropUnresolvedImages(html)).toBe(html);
  });
});

import { describe, expect, it } from 'vitest';
import { searchableBytes, searchableHtml } from './searchableHtml.js';

describe('searchableHtml', () => {
  it('keeps only the marked article, nested articles included, and the language', () => {
    const html =
      '<!DOCTYPE html><html lang="fr"><head><title>T</title></head><body><nav>Sidebar links</nav>' +
      '<article class="sg-article" data-pagefind-body=""><h1>Title</h1><article><p>inner</p></article><p>after</p></article>' +
      '<footer>Footer</footer></body></html>';
    expect(searchableHtml(html)).toBe(
      '<!DOCTYPE html><html lang="fr"><body><article class="sg-article" data-pagefind-body=""><h1>Title</h1><article><p>inner</p></article><p>after</p></article></body></html>',
    );
  });

  it('leaves a page without the marker, or with an unclosed one, as it is', () => {
    expect(searchableHtml('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
    expect(searchableHtml('<html><body><main data-pagefind-body><p>x</p></body></html>')).toBe(
      '<html><body><main data-pagefind-body><p>x</p></body></html>',
    );
  });

  it('reads a page given as UTF-8 bytes, and gives its part as bytes of its own', () => {
    const html = '<html lang="fr"><body><nav>x</nav><main data-pagefind-body><p>Déjà vu</p></main></body></html>';
    const bytes = new TextEncoder().encode(html);
    expect(searchableHtml(bytes)).toBe(searchableHtml(html));
    const part = searchableBytes(bytes);
    expect(new TextDecoder().decode(part)).toBe(
      '<!DOCTYPE html><html lang="fr"><body><main data-pagefind-body><p>Déjà vu</p></main></body></html>',
    );
    expect(part.buffer).not.toBe(bytes.buffer);
  });
});

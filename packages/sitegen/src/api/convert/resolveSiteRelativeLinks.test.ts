import { describe, expect, it } from 'vitest';
import { resolveSiteRelativeLinks } from './resolveSiteRelativeLinks.js';

const SITE = 'https://viem.sh';

describe('resolveSiteRelativeLinks', () => {
  it('puts the package site before inline links, reference definitions and HTML hrefs that start with one slash', () => {
    expect(resolveSiteRelativeLinks('See [the Action](/docs/actions/public/introduction).', SITE)).toBe(
      'See [the Action](https://viem.sh/docs/actions/public/introduction).',
    );
    expect(resolveSiteRelativeLinks('[terms]: /docs/glossary#filter', SITE)).toBe('[terms]: https://viem.sh/docs/glossary#filter');
    expect(resolveSiteRelativeLinks('<a href="/docs/x">x</a>', SITE)).toBe('<a href="https://viem.sh/docs/x">x</a>');
    expect(resolveSiteRelativeLinks('[a](</docs/a b>)', SITE)).toBe('[a](<https://viem.sh/docs/a b>)');
  });

  it('leaves absolute, protocol-relative, relative and anchor links, and slashes in prose, alone', () => {
    const text = '[a](https://x.dev/a) [b](//cdn.x/b) [c](./c.md) [d](#d) and/or /docs/not-a-link';
    expect(resolveSiteRelativeLinks(text, SITE)).toBe(text);
  });
});

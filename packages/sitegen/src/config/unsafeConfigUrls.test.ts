import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { unsafeConfigUrls } from './unsafeConfigUrls.js';
import { validateConfig } from './validateConfig.js';

const js = 'javascript:alert(1)';

function problems(value: unknown): string[] {
  try {
    validateConfig(value, '/site/sitegen.config.ts');
  } catch (error) {
    expect(error).toBeInstanceOf(SitegenError);
    expect((error as SitegenError).location).toEqual({ file: '/site/sitegen.config.ts' });
    return (error as SitegenError).details;
  }
  throw new Error('expected the config to be invalid');
}

describe('unsafeConfigUrls', () => {
  it('finds a script URL under every key that holds a link, by its name, as a browser reads it', () => {
    const config = {
      title: 'SDK',
      editUrl: ' JavaScript:alert(1)',
      favicon: 'vbscript:msgbox',
      navbar: {
        logo: { src: 'data:text/html,<script>alert(1)</script>' },
        items: [
          { label: 'a', href: 'java\tscript:alert(1)' },
          { type: 'dropdown', label: 'd', items: [{ label: 'x', to: js }] },
        ],
      },
      footer: { links: [{ title: 'More', items: [{ label: 'x', href: 'data:text/html,hi' }] }] },
      redirects: [{ from: '/old', to: js }],
      sidebars: { docs: [{ type: 'link', label: 'x', href: js }] },
      api: { entryPoints: ['x.d.ts'], externalLinks: { BigNumber: js } },
      someFutureUrl: js,
    };
    expect(unsafeConfigUrls(config).map(({ path, scheme }) => [path.join('.'), scheme])).toEqual([
      ['editUrl', 'javascript'],
      ['favicon', 'vbscript'],
      ['navbar.logo.src', 'data'],
      ['navbar.items.0.href', 'javascript'],
      ['navbar.items.1.items.0.to', 'javascript'],
      ['footer.links.0.items.0.href', 'data'],
      ['redirects.0.to', 'javascript'],
      ['sidebars.docs.0.href', 'javascript'],
      ['api.externalLinks.BigNumber', 'javascript'],
      ['someFutureUrl', 'javascript'],
    ]);
  });

  it('leaves safe URLs, an image given as data:image/…, labels and the code and markup of the config alone', () => {
    const config = {
      title: 'JavaScript: the good parts',
      favicon: 'data:image/svg+xml,<svg/>',
      navbar: {
        items: [
          { label: 'javascript:', href: 'https://example.com/javascript:' },
          { label: 'Docs', to: '/docs/intro' },
        ],
      },
      headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: 'data:image/png;base64,AA' } }],
      plugins: [[() => ({ name: 'p' }), { href: js }]],
    };
    expect(unsafeConfigUrls(config)).toEqual([]);
  });
});

describe('validateConfig refuses a script URL', () => {
  it('names the key path and the scheme, and lists it with the other problems', () => {
    expect(
      problems({ title: 'SDK', redirects: [{ from: '/old', to: js }], navbar: { items: [{ label: 'x', href: 'data:text/html,x' }] } }),
    ).toEqual([
      `navbar.items[0].href: expected a site path or an http(s) URL, not a data: URL (followed, it opens a document of its own that can run script; data:image/… is allowed only as an image's source), found the string "data:text/html,x"`,
      `redirects[0].to: expected a site path or an http(s) URL, not a javascript: URL (it runs script in the reader's browser when followed), found the string "javascript:alert(1)"`,
    ]);
    expect(problems({ title: 'SDK', unknownKey: 1, footer: { links: [{ title: 'x', items: [{ label: 'y', to: js }] }] } })).toEqual([
      'unknownKey: unknown key (remove it or check its spelling)',
      `footer.links[0].items[0].to: expected a site path or an http(s) URL, not a javascript: URL (it runs script in the reader's browser when followed), found the string "javascript:alert(1)"`,
    ]);
  });

  it('reports a key that another check refuses once', () => {
    expect(problems({ title: 'SDK', url: js })).toEqual([
      `url: expected an absolute http(s) URL such as 'https://example.com', found the string "javascript:alert(1)"`,
    ]);
  });
});

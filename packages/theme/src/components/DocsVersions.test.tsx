import { describe, expect, it } from 'vitest';
import type { DocsVersionsView, NavbarView } from '@sitegen/core/view';
import { renderDocument } from '../index.js';
import { samplePages, sampleSite, sampleDocPage } from '../test/sampleViews.js';

const versions: DocsVersionsView['versions'] = [
  { name: 'current', label: 'Next', href: '/docs-site/docs/next/intro' },
  { name: '2.0', label: '2.0', href: '/docs-site/docs/intro' },
  { name: '1.0', label: '1.0.x', href: '/docs-site/docs/1.0/intro' },
];
const oldVersion: DocsVersionsView = {
  pluginId: 'default',
  version: {
    name: '1.0',
    label: '1.0.x',
    banner: { kind: 'unmaintained', latestHref: '/docs-site/docs/intro', latestLabel: '2.0', latestName: '2.0' },
  },
  latest: '2.0',
  versions,
};

describe('a page of a site with several docs versions', () => {
  it("shows an older version's banner, linking to the same page in the latest, and tags the article for search", () => {
    const html = renderDocument(sampleDocPage({ href: '/docs-site/docs/1.0/intro', docsVersions: oldVersion }), sampleSite());
    expect(html).toContain(
      '<div class="sg-version-banner sg-version-banner--unmaintained" role="note"><p>This is documentation for version <strong>1.0.x</strong>, which is no longer actively maintained.</p>',
    );
    expect(html).toContain('see the <a href="/docs-site/docs/intro" data-sg-version="2.0">latest version</a> (2.0).');
    expect(html).toContain(
      '<article class="sg-article" data-pagefind-body=""><span hidden="" data-pagefind-filter="version:1.0"></span><h1',
    );
    // the island that follows the reader's version mounts with the page region
    expect(html).toMatch(
      /<div class="sg-page"><span hidden="" data-sg-island="docs-version" data-sg-props="\{&quot;pluginId&quot;:&quot;default&quot;/,
    );
  });

  it('says the current docs are unreleased, and shows the latest without a banner', () => {
    const banner = { kind: 'unreleased' as const, latestHref: '/docs-site/docs/intro', latestLabel: '2.0', latestName: '2.0' };
    const next = renderDocument(
      sampleDocPage({ docsVersions: { ...oldVersion, version: { name: 'current', label: 'Next', banner } } }),
      sampleSite(),
    );
    expect(next).toContain('This is unreleased documentation for version <strong>Next</strong>.');
    const latest = renderDocument(sampleDocPage({ docsVersions: { ...oldVersion, version: { name: '2.0', label: '2.0' } } }), sampleSite());
    expect(latest).not.toContain('sg-version-banner');
  });

  it('tags a page outside the docs with every version, so search finds it from any of them', () => {
    const markdown = samplePages().find((page) => page.kind === 'markdown');
    if (markdown === undefined) throw new Error('no Markdown page sample');
    const html = renderDocument({ ...markdown, docsVersions: { ...oldVersion, version: undefined } }, sampleSite());
    for (const name of ['current', '2.0', '1.0']) expect(html).toContain(`<span hidden="" data-pagefind-filter="version:${name}"></span>`);
  });

  it('gives a docs link its href in every version, and renders nothing of versions for a site without them', () => {
    const site = sampleSite();
    const navbar: NavbarView = {
      ...site.navbar,
      items: [
        {
          type: 'link',
          position: 'left',
          label: 'Guides',
          href: '/docs-site/docs/intro',
          isExternal: false,
          isActive: false,
          versionHrefs: { current: '/docs-site/docs/next/intro', '2.0': '/docs-site/docs/intro' },
        },
      ],
    };
    const html = renderDocument(sampleDocPage(), { ...site, navbar });
    expect(html).toContain(
      '<a href="/docs-site/docs/intro" class="sg-navbar__link" data-sg-version-hrefs="{&quot;current&quot;:&quot;/docs-site/docs/next/intro&quot;,&quot;2.0&quot;:&quot;/docs-site/docs/intro&quot;}">Guides</a>',
    );
    const plain = renderDocument(sampleDocPage(), site);
    expect(plain).not.toMatch(/data-sg-version|data-pagefind-filter|docs-version|sg-version-banner/);
  });
});

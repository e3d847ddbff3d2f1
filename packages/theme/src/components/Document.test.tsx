import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderDocument, renderSidebarFragment } from '../index.js';
import type { NavbarItemView, PageView } from '@sitegen/core/view';
import { THEME_STRINGS } from '@sitegen/core/view';
import { sampleApiPage, samplePages, sampleSite, sampleDocPage } from '../test/sampleViews.js';
import { renderNavbarItem } from './NavbarItem.js';

const count = (html: string, pattern: RegExp) => (html.match(new RegExp(pattern.source, 'g')) ?? []).length;
const pageOf = (kind: PageView['kind']) => {
  const page = [...samplePages(), sampleApiPage()].find((candidate) => candidate.kind === kind);
  if (page === undefined) throw new Error(kind);
  return page;
};

describe('renderDocument', () => {
  const site = sampleSite();

  it.each(['doc', 'category', 'api', 'markdown', 'react', 'notFound'] as const)(
    'renders a complete, landmarked %s page with one h1',
    (kind) => {
      const html = renderDocument(pageOf(kind), site);
      expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
      expect(count(html, /<h1[\s>]/)).toBe(1);
      expect(count(html, /<main id="sg-main"/)).toBe(1);
      expect(count(html, /<header /)).toBe(1);
      expect(count(html, /<footer /)).toBe(1);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
      expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
      // the skip link is the first thing to focus
      expect(html.match(/<body>.*?<(a|button)\b[^>]*>/)?.[0]).toMatch(/<a class="sg-skip-link" href="#sg-main">$/);
      expect(html).toContain('>Skip to main content</a>');
      // every navigation landmark has a name
      for (const nav of html.match(/<nav\b[^>]*>/g) ?? []) expect(nav).toMatch(/aria-label(ledby)?="[^"]+"/);
      for (const aside of html.match(/<aside\b[^>]*>/g) ?? []) expect(aside).toMatch(/aria-label(ledby)?="[^"]+"/);
      // the colour mode is applied before paint on every page, the not-found page included
      expect(html).toMatch(/<head>.*<script>\(function prePaint.*"colorModeKey":"sitegen:color-mode".*<\/script>.*<\/head>/s);
    },
  );

  it('renders the doc page: sidebar, breadcrumbs, article, TOC and pagination', () => {
    const html = renderDocument(sampleDocPage(), site);
    expect(html).toContain('<div class="sg-sidebar"><nav class="sg-sidebar__nav" aria-label="Docs sidebar"');
    expect(html).toContain('<nav class="sg-breadcrumbs" aria-label="Breadcrumbs">');
    expect(html).toMatch(/<h1[^>]*>Introduction<\/h1><div class="sg-markdown"><p>The SDK lets you <strong>quote<\/strong>/);
    expect(html).toContain('<h2 class="sg-toc__title" id="sg-toc-title">On this page</h2>');
    expect(html).toContain('<a class="sg-toc__link" href="#configure">Configure</a>');
    expect(html).toContain('<nav class="sg-pagination" aria-label="Docs pages">');
    expect(html).toContain('href="/docs-site/docs/getting-started" rel="next"');
    expect(html).toContain('<a href="/docs-site/docs/intro" class="sg-sidebar__link is-active" aria-current="page">Introduction</a>');
    expect(html).toContain('<link rel="canonical" href="https://example.com/docs-site/docs/intro"/>');
    expect(html).toContain('<title>Introduction | SDK</title>');
  });

  it('renders an API page in the docs layout: sidebar, breadcrumbs, its article under the title, TOC and pagination', () => {
    const html = renderDocument(sampleApiPage(), site);
    expect(html).toContain('<nav class="sg-sidebar__nav" aria-label="Docs sidebar"');
    expect(html).toContain('<nav class="sg-breadcrumbs" aria-label="Breadcrumbs">');
    expect(html).toMatch(
      /<h1[^>]*>Class: Swaps<\/h1><div class="sg-markdown"><div class="sg-api sg-api--class"><div class="sg-api-comment"><p>Swaps tokens.<\/p>/,
    );
    expect(html).toContain('<a class="sg-toc__link" href="#swap">swap</a>');
    expect(html).toContain('href="/docs-site/docs/api/globals" rel="prev"');
    expect(html).not.toContain('Edit this page');
    expect(renderDocument(sampleApiPage({ toc: [] }), site)).toContain('sg-doc-layout--no-toc');
  });

  it('renders sidebar categories expanded or collapsed, with a labelled toggle', () => {
    const html = renderDocument(sampleDocPage(), site);
    expect(html).toMatch(
      /data-sg-collapsed="true" data-sg-key="docs\/Tutorial">.*?aria-expanded="false" aria-label="Expand sidebar category &#x27;Tutorial&#x27;"/,
    );
    expect(html).toMatch(
      /data-sg-collapsed="false" data-sg-key="docs\/Concepts">.*?aria-expanded="true" aria-label="Collapse sidebar category &#x27;Concepts&#x27;"/,
    );
  });

  it('leaves out the TOC when the page hides it', () => {
    const html = renderDocument(sampleDocPage({ hideTableOfContents: true }), site);
    expect(html).not.toContain('On this page');
    expect(html).toContain('sg-doc-layout--no-toc');
  });

  it('renders category cards with their descriptions', () => {
    const html = renderDocument(pageOf('category'), site);
    expect(html).toContain('<p class="sg-lead">Step by step.</p>');
    expect(html).toMatch(
      /<a class="sg-card sg-card--doc" href="\/docs-site\/docs\/tutorial\/quoting"><h2 class="sg-card__title"><svg[^>]*class="sg-card__icon">.*<\/svg>Quoting<\/h2><p class="sg-card__description">Get a quote.<\/p><\/a>/,
    );
    expect(html).toContain('<p class="sg-card__description">3 items</p>');
  });

  it('renders the not-found page with a way home and no canonical link', () => {
    const html = renderDocument(pageOf('notFound'), site);
    expect(html).toContain('<h1>Page Not Found</h1>');
    expect(html).toContain('href="/docs-site/">Go to the home page</a>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('escapes text and lets markup in only through the raw-HTML fields', () => {
    const html = renderDocument(sampleDocPage({ title: '<script>alert(1)</script>', html: '<p><em>trusted</em></p>' }), site);
    expect(html).toMatch(/<h1[^>]*>&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/h1>/);
    expect(html).toContain('<p><em>trusted</em></p>');
  });

  it('renders the announcement bar with its trusted content and lets the pre-paint script hide a closed one', () => {
    const withBar = sampleSite({
      announcementBar: { id: 'v2', content: 'New: <a href="/x">v2</a>', backgroundColor: '#222', textColor: '#fff', isCloseable: true },
    });
    const html = renderDocument(sampleDocPage(), withBar);
    expect(html).toContain('style="background-color:#222;color:#fff"');
    expect(html).toContain('<div class="sg-announcement__content">New: <a href="/x">v2</a></div>');
    expect(html).toContain('aria-label="Close announcement"');
    expect(html).toContain('"announcementId":"v2"');
    const notCloseable = renderDocument(
      sampleDocPage(),
      sampleSite({ announcementBar: { ...withBar.announcementBar!, isCloseable: false } }),
    );
    expect(notCloseable).not.toContain('Close announcement');
    expect(notCloseable).toContain('"announcementId":null');
  });

  it('renders the wrong-base-path banner hidden, styled inline, naming the base path', () => {
    const html = renderDocument(sampleDocPage(), site);
    expect(html).toMatch(
      /<div id="sg-base-banner" role="alert" style="display:none;[^"]+"><strong>This site did not load properly.<\/strong>.*<code>\/docs-site\/<\/code>/,
    );
    // the rule revealing it sits in <head>: HTML permits no <style> in <body>
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>html[data-sg-base-mismatch] #sg-base-banner{display:block!important}</style>');
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('leaves out the colour-mode switch when it is disabled, and labels it with the mode otherwise', () => {
    expect(renderDocument(sampleDocPage(), site)).toContain('aria-label="Switch between dark and light mode (currently dark mode)"');
    const disabled = sampleSite({ colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false } });
    const html = renderDocument(sampleDocPage(), disabled);
    expect(html).not.toContain('Switch between dark and light mode');
    expect(html).toContain('data-theme="light" data-theme-choice="light"');
  });

  it('shows the logo of the colour mode when the site has one per mode', () => {
    const base = sampleSite();
    const html = renderDocument(
      sampleDocPage(),
      sampleSite({
        navbar: { ...base.navbar, logo: { src: '/docs-site/logo.svg', srcDark: '/docs-site/logo-dark.svg', alt: 'SDK logo' } },
      }),
    );
    expect(html).toContain('<img class="sg-navbar__logo sg-navbar__logo--light" src="/docs-site/logo.svg" alt="SDK logo" height="32"/>');
    expect(html).toContain(
      '<img class="sg-navbar__logo sg-navbar__logo--dark" src="/docs-site/logo-dark.svg" alt="SDK logo" height="32"/>',
    );
  });

  it('marks external navbar links and opens them safely', () => {
    const html = renderDocument(sampleDocPage(), site);
    expect(html).toContain(
      '<a href="https://github.com/example/sdk" class="sg-navbar__link" target="_blank" rel="noopener noreferrer">GitHub',
    );
    expect(html).toContain('<span class="sg-visually-hidden"> (opens in a new tab)</span>');
  });

  it('lists the navbar items in the mobile menu, an item that failed to render included, and no empty row for search', () => {
    const withExtras = sampleSite();
    withExtras.navbar = {
      ...withExtras.navbar,
      items: [
        ...withExtras.navbar.items,
        { type: 'search', position: 'right', placeholder: 'Search', indexHref: '/docs-site/pagefind/', lazyLoadDelayMs: 200 },
        { type: 'error', position: 'left', message: 'Check navbar.items[5].', itemJson: '{}' },
      ],
    };
    const menu = /<nav class="sg-mobile-menu__primary"[^>]*>(.*?)<\/nav>/.exec(renderDocument(sampleDocPage(), withExtras))?.[1] ?? '';
    expect(menu).toContain('<span class="sg-navbar__error" role="alert" title="{}">Check navbar.items[5].</span>');
    expect(menu).not.toContain('<li></li>');
  });

  it('renders a dropdown closed, wired to its menu', () => {
    const html = renderDocument(sampleDocPage(), site);
    expect(html).toContain(
      '<button type="button" class="sg-navbar__link sg-dropdown__toggle" aria-expanded="false" aria-haspopup="true" aria-controls="sg-navbar-left-2">More',
    );
    expect(html).toContain('<ul class="sg-dropdown__menu" id="sg-navbar-left-2">');
  });
});

describe('renderNavbarItem', () => {
  it('shows an error naming the configuration item when an item cannot render', () => {
    const bogus = { type: 'carousel', position: 'left' } as unknown as NavbarItemView;
    const html = renderToStaticMarkup(<>{renderNavbarItem(bogus, 'x')}</>);
    expect(html).toContain('role="alert"');
    expect(html).toContain(
      'A navbar item failed to render (unknown navbar item type &#x27;carousel&#x27;). Check this item of the navbar configuration: {&quot;type&quot;:&quot;carousel&quot;,&quot;position&quot;:&quot;left&quot;}',
    );
  });

  it('renders an error view from the resolver as an alert with the message', () => {
    const html = renderToStaticMarkup(
      <>{renderNavbarItem({ type: 'error', position: 'left', message: 'Check navbar.items[3].', itemJson: '{}' }, 'x')}</>,
    );
    expect(html).toBe('<span class="sg-navbar__error" role="alert" title="{}">Check navbar.items[3].</span>');
  });
});

describe("a page in another locale's words", () => {
  const fr = THEME_STRINGS.fr;
  if (fr === undefined) throw new Error('the theme speaks French');
  const site = sampleSite({ lang: 'fr-FR', strings: fr });

  it("dates the last change as the locale writes dates, and keeps English's day, month, year", () => {
    const page = sampleDocPage({ lastUpdated: { date: '2026-11-24T10:00:00Z' } });
    expect(renderDocument(page, site)).toContain('Mis à jour le <time dateTime="2026-11-24T10:00:00Z">24 nov. 2026</time>');
    expect(renderDocument(page, sampleSite())).toContain('Last updated on <time dateTime="2026-11-24T10:00:00Z">24 Nov 2026</time>');
  });

  it('writes the API tables, the heading links and the base-path banner in the locale', () => {
    const html = renderDocument(sampleApiPage(), site);
    expect(html).toContain('<th>Paramètre</th><th>Type</th>');
    expect(html).toContain('aria-label="Lien direct vers Methods"');
    // a keyword stays as TypeScript writes it; a word reads in the locale
    expect(html).toContain(
      '<span class="sg-api-badge sg-api-badge--static">static</span><span class="sg-api-badge sg-api-badge--deprecated">obsolète</span>',
    );
    expect(html).toContain('<strong>Ce site ne s&#x27;est pas chargé correctement.</strong> Il doit être servi sous le chemin de base');
    expect(html).not.toMatch(/Direct link to|<th>Parameter<\/th>|did not load properly/);
  });

  it("labels the toggles of a sidebar fragment in the locale's words", () => {
    const { sidebar } = sampleDocPage();
    if (sidebar === undefined) throw new Error('the sample doc page has a sidebar');
    const html = renderSidebarFragment(sidebar, fr);
    expect(html).toContain('aria-label="Déplier la catégorie');
    expect(html).not.toContain('sidebar category');
    expect(renderSidebarFragment(sidebar)).toContain('sidebar category');
  });
});

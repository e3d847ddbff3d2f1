import { describe, expect, it } from 'vitest';
import type { NavbarItem, ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import { testRouter } from '../test/router.js';
import { markActiveNavbar, resolveNavbar, type ResolveNavbarParams } from './navbar.js';

type Item = NavbarItem & { position: 'left' | 'right' };

function params(items: Item[], overrides: Partial<ResolveNavbarParams> = {}): ResolveNavbarParams {
  const config: ResolveNavbarParams['config'] = {
    configFile: '/site/sitegen.config.ts',
    navbar: { title: 'SDK', hideOnScroll: false, items },
    i18n: { defaultLocale: 'en', locales: ['en'] } as ResolvedConfig['i18n'],
    search: { placeholder: 'Search' },
    constants: { breakpoint: 996, progressBarDelayMs: 200, lazyLoadDelayMs: 200 },
  };
  return {
    config,
    router: testRouter('/base/'),
    homeHref: '/base/',
    docHrefById: new Map([
      ['intro', '/base/docs/intro'],
      ['tutorial/quoting', '/base/docs/tutorial/quoting'],
    ]),
    sidebarFirstHref: new Map([
      ['tutorial', '/base/docs/intro'],
      ['api', '/base/docs/api/'],
    ]),
    versions: [{ name: 'current', label: 'Next', isCurrent: true, href: '/base/docs' }],
    ...overrides,
  };
}

function thrown(run: () => unknown): SitegenError {
  try {
    run();
  } catch (error) {
    if (error instanceof SitegenError) return error;
    throw error;
  }
  throw new Error('expected a SitegenError');
}

describe('resolveNavbar', () => {
  it('resolves default links: `to` under the base path, `href` as given and external', () => {
    const navbar = resolveNavbar(
      params([
        { label: 'Guides', to: 'docs/intro', position: 'left' },
        { type: 'default', label: 'GitHub', href: 'https://github.com/x/y', position: 'right' },
      ]),
    );
    expect(navbar.items).toEqual([
      {
        type: 'link',
        position: 'left',
        className: undefined,
        label: 'Guides',
        href: '/base/docs/intro',
        isExternal: false,
        isActive: false,
        activeBaseHref: undefined,
      },
      {
        type: 'link',
        position: 'right',
        className: undefined,
        label: 'GitHub',
        href: 'https://github.com/x/y',
        isExternal: true,
        isActive: false,
        activeBaseHref: undefined,
      },
    ]);
    expect(navbar.homeHref).toBe('/base/');
  });

  it('resolves doc and docSidebar items to their docs', () => {
    const navbar = resolveNavbar(
      params([
        { type: 'doc', docId: 'tutorial/quoting', label: 'Quoting', position: 'left' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API Reference', position: 'left' },
      ]),
    );
    expect(navbar.items.map((item) => (item.type === 'link' ? [item.label, item.href, item.sidebarId] : item.type))).toEqual([
      ['Quoting', '/base/docs/tutorial/quoting', undefined],
      ['API Reference', '/base/docs/api/', 'api'],
    ]);
  });

  it('names the unknown doc id and suggests close ones', () => {
    const error = thrown(() => resolveNavbar(params([{ type: 'doc', docId: 'tutorial/quotng', position: 'left' }])));
    expect(error.code).toBe('navbar/unknown-doc');
    expect(error.message).toBe("navbar.items[0]: no doc has the id 'tutorial/quotng'.");
    expect(error.hint).toBe("Did you mean 'tutorial/quoting'?");
    expect(error.location?.file).toBe('/site/sitegen.config.ts');
  });

  it('lists the sidebars when a docSidebar item names an unknown one', () => {
    const error = thrown(() => resolveNavbar(params([{ type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left' }])));
    expect(error.code).toBe('navbar/unknown-sidebar');
    expect(error.hint).toBe("The sidebars with docs are: 'tutorial', 'api'.");
  });

  it('rejects an unknown item type, naming the item and the valid types', () => {
    const error = thrown(() =>
      resolveNavbar(params([{ label: 'ok', to: 'a', position: 'left' }, { type: 'menu', position: 'left' } as unknown as Item])),
    );
    expect(error.code).toBe('navbar/unknown-item-type');
    expect(error.message).toBe("navbar.items[1]: unknown navbar item type 'menu'.");
    expect(error.hint).toContain('default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown');
  });

  it('resolves a dropdown with link, doc, docSidebar and html children', () => {
    const [item] = resolveNavbar(
      params([
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { label: 'Blog', href: 'https://blog.example.com' },
            { type: 'doc', docId: 'intro' },
            { type: 'docSidebar', sidebarId: 'api', label: 'API' },
            { type: 'html', value: '<hr>' },
          ],
        },
      ]),
    ).items;
    expect(item).toMatchObject({ type: 'dropdown', label: 'More', isActive: false });
    expect(
      item?.type === 'dropdown' && item.items.map((entry) => entry.html ?? `${entry.label} ${entry.href} ${entry.isExternal}`),
    ).toEqual(['Blog https://blog.example.com true', 'intro /base/docs/intro false', 'API /base/docs/api/ false', '<hr>']);
  });

  it('names the dropdown child that points to an unknown doc', () => {
    const error = thrown(() =>
      resolveNavbar(
        params([
          {
            type: 'dropdown',
            label: 'More',
            position: 'left',
            items: [
              { label: 'ok', to: 'x' },
              { type: 'doc', docId: 'nope' },
            ],
          },
        ]),
      ),
    );
    expect(error.message).toBe("navbar.items[0].items[1]: no doc has the id 'nope'.");
  });

  it('shows the only locale of a one-locale site, and every locale of a multilingual one', () => {
    expect(resolveNavbar(params([{ type: 'localeDropdown', position: 'right' }])).items[0]).toEqual({
      type: 'localeDropdown',
      position: 'right',
      className: undefined,
      label: 'en',
      items: [{ label: 'en', href: '/base/', isExternal: false, isActive: true }],
    });
    const config = {
      ...params([]).config,
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { en: { label: 'English' }, fr: { label: 'Français' } } },
    };
    const navbar = resolveNavbar({
      ...params([]),
      config: { ...config, navbar: { ...config.navbar, items: [{ type: 'localeDropdown', position: 'right' }] } },
    });
    expect(navbar.items[0]).toMatchObject({
      label: 'English',
      items: [
        { label: 'English', href: '/base/' },
        { label: 'Français', href: '/base/fr/' },
      ],
    });
  });

  it('passes search and html items through', () => {
    const navbar = resolveNavbar(
      params([
        { type: 'search', position: 'right' },
        { type: 'html', value: '<b>beta</b>', position: 'left', className: 'x' },
      ]),
    );
    expect(navbar.items).toEqual([
      {
        type: 'search',
        position: 'right',
        className: undefined,
        placeholder: 'Search',
        indexHref: '/base/pagefind/',
        lazyLoadDelayMs: 200,
      },
      { type: 'html', position: 'left', className: 'x', html: '<b>beta</b>' },
    ]);
  });

  it('leaves search items out when search is off', () => {
    const on = params([
      { type: 'search', position: 'right' },
      { type: 'html', value: 'x', position: 'left' },
    ]);
    const navbar = resolveNavbar({ ...on, config: { ...on.config, search: false } });
    expect(navbar.items.map((item) => item.type)).toEqual(['html']);
  });

  it('links docsVersion to the current version and lists versions in the dropdown', () => {
    const versions = [
      { name: 'current', label: 'Next', isCurrent: true, href: '/base/docs' },
      { name: '1.0', label: '1.0', isCurrent: false, href: '/base/docs/1.0' },
    ];
    const navbar = resolveNavbar(
      params(
        [
          { type: 'docsVersion', position: 'left' },
          { type: 'docsVersionDropdown', position: 'right', versions: ['1.0', 'current'] },
        ],
        { versions },
      ),
    );
    expect(navbar.items[0]).toMatchObject({ type: 'link', label: 'Next', href: '/base/docs' });
    expect(navbar.items[1]).toMatchObject({
      type: 'docsVersionDropdown',
      label: 'Next',
      pluginId: 'default',
      items: [
        { label: '1.0', href: '/base/docs/1.0', versionName: '1.0' },
        { label: 'Next', href: '/base/docs', versionName: 'current' },
      ],
    });
  });

  it('gives docs links their href in each version (its docs root where a version lacks the target) and docsVersion a named version', () => {
    const versions = [
      { name: 'current', label: 'Next', isCurrent: true, href: '/base/docs/next' },
      { name: '2.0', label: '2.0', isCurrent: false, href: '/base/docs', isLatest: true },
      { name: '1.0', label: '1.0', isCurrent: false, href: '/base/docs/1.0' },
    ];
    const links = (docs: [string, string][], sidebars: [string, string][]) => ({
      docHrefById: new Map(docs),
      sidebarFirstHref: new Map(sidebars),
    });
    const versionLinks = new Map([
      [
        'current',
        links(
          [
            ['events', '/base/docs/next/events'],
            ['intro', '/base/docs/next/intro'],
          ],
          [['tutorial', '/base/docs/next/intro']],
        ),
      ],
      ['2.0', links([['intro', '/base/docs/intro']], [['tutorial', '/base/docs/intro']])],
      ['1.0', links([['intro', '/base/docs/1.0/intro']], [])],
    ]);
    const navbar = resolveNavbar(
      params(
        [
          { type: 'doc', docId: 'events', label: 'Events', position: 'left' },
          { type: 'docSidebar', sidebarId: 'tutorial', label: 'Guides', position: 'left' },
          { type: 'docsVersion', position: 'left' },
          { type: 'docsVersion', version: '1.0', label: 'Old docs', position: 'left' },
        ],
        { versions, versionLinks, docHrefById: new Map([['intro', '/base/docs/intro']]), sidebarFirstHref: new Map() },
      ),
    );
    // only Next has the events doc: pages outside the docs link to the latest's docs root
    expect(navbar.items[0]).toMatchObject({
      href: '/base/docs',
      versionHrefs: { current: '/base/docs/next/events', '2.0': '/base/docs', '1.0': '/base/docs/1.0' },
    });
    expect(navbar.items[1]).toMatchObject({
      href: '/base/docs/intro',
      versionHrefs: { current: '/base/docs/next/intro', '2.0': '/base/docs/intro', '1.0': '/base/docs/1.0' },
    });
    expect(navbar.items[2]).toMatchObject({ label: '2.0', href: '/base/docs', versionHrefs: { '1.0': '/base/docs/1.0' } });
    expect(navbar.items[3]).toEqual(expect.objectContaining({ label: 'Old docs', href: '/base/docs/1.0' }));
    expect(navbar.items[3]).not.toHaveProperty('versionHrefs');
    const error = thrown(() =>
      resolveNavbar(params([{ type: 'docsVersion', version: '3.0', position: 'left' }], { versions, versionLinks })),
    );
    expect(error.code).toBe('navbar/unknown-version');
    expect(error.hint).toBe("The available version names are: 'current', '2.0', '1.0'.");
  });

  it('lists the available version names when the dropdown names a missing one', () => {
    const error = thrown(() => resolveNavbar(params([{ type: 'docsVersionDropdown', position: 'right', versions: ['current', '2.0'] }])));
    expect(error.code).toBe('navbar/unknown-version');
    expect(error.message).toBe("navbar.items[0]: the docs version '2.0' does not exist.");
    expect(error.hint).toBe("The available version names are: 'current'.");
  });

  it('turns an item that fails for another reason into an error view naming the item', () => {
    const navbar = resolveNavbar(params([{ label: 'Nowhere', position: 'right' }]));
    expect(navbar.items[0]).toEqual({
      type: 'error',
      position: 'right',
      message:
        'This navbar item could not be shown (a link needs `to` (a path on this site) or `href` (a full URL)). Check navbar.items[0] in the navbar configuration.',
      itemJson: '{"label":"Nowhere","position":"right"}',
    });
  });
});

describe('markActiveNavbar', () => {
  const navbar = resolveNavbar(
    params([
      { label: 'Guides', to: 'docs/intro', position: 'left', activeBasePath: 'docs/tutorial' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Quoting', to: 'docs/tutorial/quoting' }] },
      { label: 'GitHub', href: 'https://github.com/x/y', position: 'right' },
    ]),
  );

  it('marks the link to the page, the links whose area holds it, and its sidebar', () => {
    const active = (href: string, sidebar?: string) =>
      markActiveNavbar(navbar, href, sidebar).items.map((item) => ('isActive' in item ? item.isActive : null));
    expect(active('/base/docs/intro')).toEqual([true, false, false, false]);
    expect(active('/base/docs/tutorial/quoting')).toEqual([true, false, true, false]);
    expect(active('/base/docs/api/classes/GSwap', 'api')).toEqual([false, true, false, false]);
    expect(active('/base/')).toEqual([false, false, false, false]);
  });

  it('tells the link to the page itself from a link to its area', () => {
    const current = (href: string) =>
      markActiveNavbar(navbar, href).items.map((item) => (item.type === 'link' ? item.isCurrentPage : null));
    expect(current('/base/docs/intro')).toEqual([true, false, null, false]);
    expect(current('/base/docs/tutorial/quoting')).toEqual([false, false, null, false]);
  });

  it('leaves the shared navbar untouched', () => {
    markActiveNavbar(navbar, '/base/docs/intro');
    expect(navbar.items.every((item) => !('isActive' in item) || !item.isActive)).toBe(true);
  });
});

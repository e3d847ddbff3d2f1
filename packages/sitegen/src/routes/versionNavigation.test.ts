import { describe, expect, it } from 'vitest';
import type { NavbarView, PageView } from '../view/index.js';
import { createRouter, routerConfigOf } from '../router/createRouter.js';
import type { Route } from './types.js';
import { indexVersionPages, navbarInVersion, versionViewsOf, withDocsVersions } from './versionNavigation.js';
import type { DocsVersion } from '../versions/types.js';

const version = (name: string, path: string, banner: DocsVersion['banner'], isLatest = false): DocsVersion => ({
  name,
  label: name === 'current' ? 'Next' : name,
  path,
  banner,
  isCurrent: name === 'current',
  isLatest,
  docsDir: `/site/${name}`,
  sidebars: {},
});
const versions = [version('current', 'next', 'unreleased'), version('2.0', '', 'none', true), version('1.0', '1.0', 'unmaintained')];
const router = createRouter(routerConfigOf({ baseUrl: '/b/', url: '', docsRouteBasePath: 'docs', api: undefined }, versions));

const route = (routePath: string, version?: string): Route => ({
  routePath,
  outputFile: `${routePath}/index.html`,
  source: routePath,
  page: { kind: 'notFound', href: `/b/${routePath}`, title: routePath },
  anchors: [],
  links: [],
  ...(version === undefined ? {} : { version }),
});
const routes = [
  route('docs/next', 'current'),
  route('docs/next/intro', 'current'),
  route('docs/next/events', 'current'),
  route('docs', '2.0'),
  route('docs/intro', '2.0'),
  route('docs/1.0', '1.0'),
  route('docs/1.0/intro', '1.0'),
  route('about'),
];
const views = versionViewsOf(versions, router);
const navigation = indexVersionPages(routes, views, router);

describe('version navigation', () => {
  it('lists each version with its docs root', () => {
    expect(views.map(({ name, href, isLatest }) => [name, href, isLatest])).toEqual([
      ['current', '/b/docs/next', false],
      ['2.0', '/b/docs', true],
      ['1.0', '/b/docs/1.0', false],
    ]);
  });

  it('finds a page in another version, or that version docs root', () => {
    expect(navigation.hrefIn('/b/docs/1.0/intro', 'current')).toBe('/b/docs/next/intro');
    expect(navigation.hrefIn('/b/docs/next/intro', '2.0')).toBe('/b/docs/intro');
    expect(navigation.hrefIn('/b/docs/next/events', '1.0')).toBe('/b/docs/1.0');
    expect(navigation.hrefIn('/b/docs/next', '1.0')).toBe('/b/docs/1.0');
    expect(navigation.hrefIn('/b/about', '1.0')).toBe('/b/docs/1.0');
  });

  it("tells each page its version and banner, and a page outside the docs none (with every version's docs root)", () => {
    const banners = views.map((view, index) => ({ ...view, banner: versions[index]?.banner ?? 'none' }));
    const [, , events, , intro, , oldIntro, about] = withDocsVersions(routes, banners, navigation).map((r) => r.page.docsVersions);
    expect(events?.version).toEqual({
      name: 'current',
      label: 'Next',
      banner: { kind: 'unreleased', latestHref: '/b/docs', latestLabel: '2.0', latestName: '2.0' },
    });
    expect(intro?.version).toEqual({ name: '2.0', label: '2.0' });
    expect(oldIntro?.version?.banner?.latestHref).toBe('/b/docs/intro');
    expect(oldIntro?.versions.map((v) => v.href)).toEqual(['/b/docs/next/intro', '/b/docs/intro', '/b/docs/1.0/intro']);
    expect(about?.version).toBeUndefined();
    expect(about?.versions.map((v) => v.href)).toEqual(['/b/docs/next', '/b/docs', '/b/docs/1.0']);
  });

  it("leads the navbar of a version's page into that version", () => {
    const navbar: NavbarView = {
      title: 'T',
      homeHref: '/b/',
      hideOnScroll: false,
      items: [
        {
          type: 'link',
          position: 'left',
          label: 'Guides',
          href: '/b/docs/intro',
          isExternal: false,
          isActive: false,
          versionHrefs: { current: '/b/docs/next/intro', '2.0': '/b/docs/intro', '1.0': '/b/docs/1.0/intro' },
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          label: '2.0',
          pluginId: 'default',
          items: views.map((view) => ({ label: view.label, href: view.href, isExternal: false, isActive: false, versionName: view.name })),
        },
      ],
    };
    const page: PageView = {
      kind: 'notFound',
      href: '/b/docs/1.0/intro',
      title: 'Intro',
      docsVersions: { pluginId: 'default', version: { name: '1.0', label: '1.0' }, latest: '2.0', versions: [] },
    };
    const [guides, dropdown] = navbarInVersion(navbar, page, navigation, 'API changes').items;
    expect(guides).toMatchObject({ href: '/b/docs/1.0/intro' });
    expect(dropdown).toMatchObject({
      label: '1.0',
      items: [{ href: '/b/docs/next/intro' }, { href: '/b/docs/intro' }, { href: '/b/docs/1.0/intro' }],
    });
    expect(navbarInVersion(navbar, { ...page, docsVersions: undefined }, navigation, 'API changes')).toBe(navbar);
  });
});

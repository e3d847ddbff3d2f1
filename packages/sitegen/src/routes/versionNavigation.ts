import type { DocsVersionsView, NavbarItemView, NavbarView, PageVersionView, PageView, VersionView } from '../view/index.js';
import type { Router } from '../router/createRouter.js';
import type { DocsVersion } from '../versions/types.js';
import type { Route } from './types.js';

/** The docs plugin whose preferred version the reader's choice sets: sitegen has one docs plugin. */
export const DOCS_PLUGIN_ID = 'default';

/** Each docs version as the site view lists it, with the href of its docs root. */
export function versionViewsOf(versions: readonly DocsVersion[], router: Pick<Router, 'forVersion'>): VersionView[] {
  return versions.map((version) => {
    const versionRouter = router.forVersion(version.name);
    return {
      name: version.name,
      label: version.label,
      isCurrent: version.isCurrent,
      href: versionRouter.pageHref(versionRouter.docsRoutePath),
      isLatest: version.isLatest,
    };
  });
}

/** Where a page of one version is in the others. */
export interface VersionNavigation {
  /** the page at `href` in `version`: the same page (same path inside the version) where it has one, else its docs root */
  hrefIn(href: string, version: string): string;
  /** each version's API changes page by version name, which the version dropdown links: none for the oldest version or one without an API */
  changesHrefs: Readonly<Record<string, string>>;
}

/**
 * Indexes the pages of each version by their path inside it ('intro', 'api/classes/GSwap'),
 * so that a page finds itself in another version: the version dropdown keeps the page, the
 * banner links to the same page in the latest version.
 */
export function indexVersionPages(
  routes: readonly Route[],
  versions: readonly VersionView[],
  router: Pick<Router, 'forVersion'>,
): VersionNavigation {
  const roots = new Map(versions.map((version) => [version.name, router.forVersion(version.name).docsRoutePath]));
  const inside = new Map<string, { version: string; relative: string }>();
  const hrefs = new Map(versions.map((version) => [version.name, new Map<string, string>()]));
  const changes = new Map<string, string>();
  for (const route of routes) {
    if (route.version !== undefined && route.page.kind === 'api' && route.page.article.kind === 'changes')
      changes.set(route.version, route.page.href);
    const root = route.version === undefined ? undefined : roots.get(route.version);
    if (route.version === undefined || root === undefined) continue;
    const relative = route.routePath === root ? '' : route.routePath.slice(root.length + 1);
    inside.set(route.page.href, { version: route.version, relative });
    hrefs.get(route.version)?.set(relative, route.page.href);
  }
  const rootHref = new Map(versions.map((version) => [version.name, version.href]));
  return {
    hrefIn(href, version) {
      const place = inside.get(href);
      const found = place === undefined ? undefined : hrefs.get(version)?.get(place.relative);
      return found ?? rootHref.get(version) ?? href;
    },
    changesHrefs: Object.fromEntries(changes),
  };
}

/**
 * What each page of a site with several versions tells the browser (and the theme): its own
 * version, with a banner when that is not the latest, or none for a page outside the docs.
 */
export function withDocsVersions(
  routes: readonly Route[],
  versions: readonly (VersionView & Pick<DocsVersion, 'banner'>)[],
  navigation: VersionNavigation,
): Route[] {
  const latest = versions.find((version) => version.isLatest) ?? versions[0];
  if (latest === undefined) return [...routes];
  const byName = new Map(versions.map((version) => [version.name, version]));
  return routes.map((route) => {
    const own = route.version === undefined ? undefined : byName.get(route.version);
    const list = versions.map(({ name, label, href }) => ({ name, label, href: own ? navigation.hrefIn(route.page.href, name) : href }));
    const version: PageVersionView | undefined = own && {
      name: own.name,
      label: own.label,
      ...(own.banner === 'none'
        ? {}
        : {
            banner: {
              kind: own.banner,
              latestHref: navigation.hrefIn(route.page.href, latest.name),
              latestLabel: latest.label,
              latestName: latest.name,
            },
          }),
    };
    const docsVersions: DocsVersionsView = {
      pluginId: DOCS_PLUGIN_ID,
      ...(version ? { version } : {}),
      latest: latest.name,
      versions: list,
    };
    return { ...route, page: { ...route.page, docsVersions } };
  });
}

/**
 * The navbar as a page of a versioned docs version shows it: its docs links and the version
 * dropdown lead into the page's version (the dropdown's entries to the same page in each);
 * a page outside the docs keeps the latest version's, which the browser turns to the reader's.
 * The dropdown ends with the page's version's API changes page, labelled `changesLabel`, where it has one.
 */
export function navbarInVersion(navbar: NavbarView, page: PageView, navigation: VersionNavigation, changesLabel: string): NavbarView {
  const version = page.docsVersions?.version;
  if (version === undefined) return navbar;
  const items = navbar.items.map((item): NavbarItemView => {
    if (item.type === 'link' && item.versionHrefs !== undefined) return { ...item, href: item.versionHrefs[version.name] ?? item.href };
    if (item.type === 'dropdown')
      return { ...item, items: item.items.map((entry) => ({ ...entry, href: entry.versionHrefs?.[version.name] ?? entry.href })) };
    if (item.type === 'docsVersionDropdown') {
      const changes = navigation.changesHrefs[version.name];
      return {
        ...item,
        label: version.label,
        items: [
          ...item.items.map((entry) =>
            entry.versionName === undefined ? entry : { ...entry, href: navigation.hrefIn(page.href, entry.versionName) },
          ),
          // the docs-version island points it at the version read after a client-side navigation
          ...(changes === undefined
            ? []
            : [
                {
                  label: changesLabel,
                  href: changes,
                  isExternal: false,
                  isActive: changes === page.href,
                  versionHrefs: navigation.changesHrefs,
                },
              ]),
        ],
      };
    }
    return item;
  });
  return { ...navbar, items };
}

/**
 * Navbar resolution: the configured items (nine types) become the views the theme renders,
 * with final hrefs. A mistake the owner can fix by name (an unknown type, doc, sidebar or
 * version) is a SitegenError; any other failure of one item becomes an `error` view that
 * tells the owner which configuration item to check, so one bad item never blanks the site.
 */
import type { NavbarDropdownEntry, NavbarItemView, NavbarPosition, NavbarView, VersionView } from '../view/index.js';
import type { NavbarDropdownChild, NavbarItem, ResolvedConfig } from '../config/types.js';
import type { DiagnosticCode } from '../errors/codes.js';
import { SitegenError } from '../errors/SitegenError.js';
import { closeNames, DOC_ID_HINT, didYouMean } from '../errors/suggestClosest.js';
import { isExternalUrl, type Router } from '../router/createRouter.js';

export interface ResolveNavbarParams {
  config: Pick<ResolvedConfig, 'configFile' | 'navbar' | 'i18n' | 'search' | 'constants'>;
  router: Pick<Router, 'href' | 'sitePathHref' | 'basePath' | 'localeHref' | 'searchIndexHref'>;
  /** where the site title links: the home page, or the docs root of a site without one */
  homeHref: string;
  /** doc id (path under content/docs without extension) → the doc's final href */
  docHrefById: ReadonlyMap<string, string>;
  /** sidebar id → final href of the first doc of that sidebar */
  sidebarFirstHref: ReadonlyMap<string, string>;
  /** every docs version; the current one first */
  versions: VersionView[];
  /** a site with several docs versions: each version's doc and sidebar links, by version name */
  versionLinks?: ReadonlyMap<string, VersionDocsLinks>;
}

/** Where a version's docs links go: by doc id, and to the first doc of each sidebar. */
export interface VersionDocsLinks {
  docHrefById: ReadonlyMap<string, string>;
  sidebarFirstHref: ReadonlyMap<string, string>;
}

export const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;

interface ItemContext extends ResolveNavbarParams {
  /** 'navbar.items[2]' or 'navbar.items[2].items[0]', for messages */
  keyPath: string;
}

function configError(context: ItemContext, code: DiagnosticCode, message: string, hint: string): SitegenError {
  return new SitegenError({ code, message: `${context.keyPath}: ${message}`, hint, location: { file: context.config.configFile } });
}

function linkTarget(
  router: ItemContext['router'],
  to: string | undefined,
  href: string | undefined,
): { href: string; isExternal: boolean } {
  const target = href ?? to;
  if (target === undefined) throw new Error('a link needs `to` (a path on this site) or `href` (a full URL)');
  const isExternal = isExternalUrl(target);
  return { href: isExternal || href !== undefined ? target : router.sitePathHref(target), isExternal };
}

/**
 * A docs link in each version (to the version's docs root where the version lacks its
 * target), or undefined on a site with one version; undefined too when no version has it.
 */
function versionHrefsOf(context: ItemContext, hrefIn: (links: VersionDocsLinks) => string | undefined): Record<string, string> | undefined {
  const { versionLinks } = context;
  if (versionLinks === undefined || ![...versionLinks.values()].some((links) => hrefIn(links) !== undefined)) return undefined;
  return Object.fromEntries(
    context.versions.map((version) => {
      const links = versionLinks.get(version.name);
      return [version.name, (links && hrefIn(links)) ?? version.href];
    }),
  );
}

/** The href of a docs link on pages outside the docs: the latest version's, or its docs root when only another version has the target. */
function latestHref(context: ItemContext, versionHrefs: Record<string, string> | undefined): string | undefined {
  return versionHrefs?.[latestVersion(context).name];
}

function docHref(context: ItemContext, docId: string): string {
  const href =
    context.docHrefById.get(docId) ??
    latestHref(
      context,
      versionHrefsOf(context, (links) => links.docHrefById.get(docId)),
    );
  if (href !== undefined) return href;
  throw configError(
    context,
    'navbar/unknown-doc',
    `no doc has the id '${docId}'.`,
    didYouMean(closeNames(docId, context.docHrefById.keys())) ?? DOC_ID_HINT,
  );
}

function sidebarHref(context: ItemContext, sidebarId: string): string {
  const href =
    context.sidebarFirstHref.get(sidebarId) ??
    latestHref(
      context,
      versionHrefsOf(context, (links) => links.sidebarFirstHref.get(sidebarId)),
    );
  if (href !== undefined) return href;
  const known = [...context.sidebarFirstHref.keys()];
  throw configError(
    context,
    'navbar/unknown-sidebar',
    `no sidebar has the id '${sidebarId}', or it has no doc to link to.`,
    `The sidebars with docs are: ${known.map((id) => `'${id}'`).join(', ') || 'none'}.`,
  );
}

/** The version at the docs route: the newest released one, or the current docs. */
function latestVersion(context: ItemContext): VersionView {
  const version = context.versions.find((candidate) => candidate.isLatest) ?? context.versions.find((candidate) => candidate.isCurrent);
  if (version === undefined) throw new Error('the site has no docs version');
  return version;
}

/** A version by name, or the error that lists the names there are (SPEC §8). */
function namedVersion(context: ItemContext, name: string): VersionView {
  const version = context.versions.find((candidate) => candidate.name === name);
  if (version !== undefined) return version;
  const available = context.versions.map((candidate) => candidate.name);
  throw configError(
    context,
    'navbar/unknown-version',
    `the docs version '${name}' does not exist.`,
    `The available version names are: ${available.map((n) => `'${n}'`).join(', ')}.`,
  );
}

function dropdownEntry(context: ItemContext, child: NavbarDropdownChild): NavbarDropdownEntry {
  switch (child.type) {
    case undefined:
    case 'default':
      return { label: child.label, ...linkTarget(context.router, child.to, child.href), isActive: false };
    case 'doc':
      return {
        label: child.label ?? child.docId,
        href: docHref(context, child.docId),
        isExternal: false,
        isActive: false,
        ...withVersionHrefs(versionHrefsOf(context, (links) => links.docHrefById.get(child.docId))),
      };
    case 'docSidebar':
      return {
        label: child.label ?? child.sidebarId,
        href: sidebarHref(context, child.sidebarId),
        isExternal: false,
        isActive: false,
        ...withVersionHrefs(versionHrefsOf(context, (links) => links.sidebarFirstHref.get(child.sidebarId))),
      };
    case 'html':
      return { label: '', href: '', isExternal: false, isActive: false, html: child.value };
    default:
      throw configError(
        context,
        'navbar/unknown-item-type',
        `unknown dropdown item type '${String((child as { type: unknown }).type)}'.`,
        "A dropdown item's type is one of: default, doc, docSidebar, html.",
      );
  }
}

function versionDropdown(context: ItemContext, names: string[] | undefined): NavbarDropdownEntry[] {
  const chosen = names === undefined ? context.versions : names.map((name) => namedVersion(context, name));
  return chosen.map((version) => ({
    label: version.label,
    href: version.href,
    isExternal: false,
    isActive: false,
    versionName: version.name,
  }));
}

function withVersionHrefs(versionHrefs: Record<string, string> | undefined): { versionHrefs?: Record<string, string> } {
  return versionHrefs === undefined ? {} : { versionHrefs };
}

function localeEntries(context: ItemContext): NavbarDropdownEntry[] {
  const { defaultLocale, locales, localeConfigs } = context.config.i18n;
  return locales.map((locale) => ({
    label: localeConfigs?.[locale]?.label ?? locale,
    href: locale === defaultLocale ? context.router.basePath : context.router.localeHref(locale),
    isExternal: false,
    isActive: locale === defaultLocale,
  }));
}

function resolveItem(context: ItemContext, item: NavbarItem & { position: NavbarPosition }): NavbarItemView {
  const { position, className } = item;
  switch (item.type) {
    case undefined:
    case 'default': {
      const target = linkTarget(context.router, item.to, item.href);
      const activeBaseHref = item.activeBasePath === undefined ? undefined : context.router.href(item.activeBasePath);
      return { type: 'link', position, className, label: item.label, ...target, isActive: false, activeBaseHref };
    }
    case 'dropdown': {
      const entries = item.items.map((child, index) => dropdownEntry({ ...context, keyPath: `${context.keyPath}.items[${index}]` }, child));
      const href = item.to === undefined && item.href === undefined ? undefined : linkTarget(context.router, item.to, item.href).href;
      return { type: 'dropdown', position, className, label: item.label, href, items: entries, isActive: false };
    }
    case 'localeDropdown': {
      const entries = localeEntries(context);
      const current = entries.find((entry) => entry.isActive) ?? entries[0];
      return { type: 'localeDropdown', position, className, label: current?.label ?? context.config.i18n.defaultLocale, items: entries };
    }
    case 'search': {
      const { search, constants } = context.config;
      const placeholder = search === false ? '' : search.placeholder;
      return {
        type: 'search',
        position,
        className,
        placeholder,
        indexHref: context.router.searchIndexHref,
        lazyLoadDelayMs: constants.lazyLoadDelayMs,
      };
    }
    case 'html':
      return { type: 'html', position, className, html: item.value };
    case 'doc':
      return {
        type: 'link',
        position,
        className,
        label: item.label ?? item.docId,
        href: docHref(context, item.docId),
        isExternal: false,
        isActive: false,
        ...withVersionHrefs(versionHrefsOf(context, (links) => links.docHrefById.get(item.docId))),
      };
    case 'docSidebar':
      return {
        type: 'link',
        position,
        className,
        label: item.label,
        href: sidebarHref(context, item.sidebarId),
        isExternal: false,
        isActive: false,
        sidebarId: item.sidebarId,
        ...withVersionHrefs(versionHrefsOf(context, (links) => links.sidebarFirstHref.get(item.sidebarId))),
      };
    case 'docsVersion': {
      // a named version is a fixed link; without one it follows the version being read (or preferred)
      const version = item.version === undefined ? latestVersion(context) : namedVersion(context, item.version);
      const followed = item.version === undefined && context.versionLinks !== undefined;
      return {
        type: 'link',
        position,
        className,
        label: item.label ?? version.label,
        href: version.href,
        isExternal: false,
        isActive: false,
        activeBaseHref: version.href,
        ...(followed ? { versionHrefs: Object.fromEntries(context.versions.map((v) => [v.name, v.href])) } : {}),
      };
    }
    case 'docsVersionDropdown': {
      const entries = versionDropdown(context, item.versions);
      return {
        type: 'docsVersionDropdown',
        position,
        className,
        label: latestVersion(context).label,
        items: entries,
        pluginId: item.docsPluginId ?? 'default',
      };
    }
    default:
      throw configError(
        context,
        'navbar/unknown-item-type',
        `unknown navbar item type '${String((item as { type: unknown }).type)}'.`,
        `Use one of: ${NAVBAR_ITEM_TYPES.join(', ')} (or leave \`type\` out for a default link).`,
      );
  }
}

/** The navbar of every page; per-page active state comes from `markActiveNavbar`. */
export function resolveNavbar(params: ResolveNavbarParams): NavbarView {
  const { navbar } = params.config;
  const { router } = params;
  const resolved = navbar.items.map((item, index): NavbarItemView => {
    const context: ItemContext = { ...params, keyPath: `navbar.items[${index}]` };
    try {
      return resolveItem(context, item);
    } catch (error) {
      if (error instanceof SitegenError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      const message = `This navbar item could not be shown (${reason}). Check ${context.keyPath} in the navbar configuration.`;
      return { type: 'error', position: item.position ?? 'left', message, itemJson: JSON.stringify(item) };
    }
  });
  // with search off there is no index to search: its navbar items are left out
  const items = resolved.filter((item) => item.type !== 'search' || params.config.search !== false);
  const logo =
    navbar.logo === undefined
      ? undefined
      : {
          ...navbar.logo,
          src: isExternalUrl(navbar.logo.src) ? navbar.logo.src : router.href(navbar.logo.src),
          srcDark: navbar.logo.srcDark === undefined ? undefined : router.href(navbar.logo.srcDark),
        };
  return { title: navbar.title, logo, homeHref: params.homeHref, items, hideOnScroll: navbar.hideOnScroll };
}

function isUnder(pageHref: string, baseHref: string): boolean {
  const base = baseHref.endsWith('/') ? baseHref : `${baseHref}/`;
  return pageHref === baseHref || pageHref.startsWith(base);
}

/**
 * The navbar as one page shows it: links to that page (or its area, or its sidebar) active;
 * `pageVersion`: the docs version of a page of a site with several, whose dropdown entry is active.
 */
export function markActiveNavbar(navbar: NavbarView, pageHref: string, pageSidebarId?: string, pageVersion?: string): NavbarView {
  const items = navbar.items.map((item): NavbarItemView => {
    if (item.type === 'link') {
      const isActive =
        !item.isExternal &&
        (item.href === pageHref ||
          (item.activeBaseHref !== undefined && isUnder(pageHref, item.activeBaseHref)) ||
          (item.sidebarId !== undefined && item.sidebarId === pageSidebarId));
      const isCurrentPage = item.href === pageHref;
      return isActive === item.isActive && isCurrentPage === item.isCurrentPage ? item : { ...item, isActive, isCurrentPage };
    }
    if (item.type === 'dropdown') {
      const items = item.items.map((entry) => ({ ...entry, isActive: entry.html === undefined && entry.href === pageHref }));
      return { ...item, items, isActive: items.some((entry) => entry.isActive) };
    }
    if (item.type === 'docsVersionDropdown') {
      if (pageVersion !== undefined)
        return { ...item, items: item.items.map((entry) => ({ ...entry, isActive: entry.versionName === pageVersion })) };
      // the page's version is the one whose docs root is the longest prefix of the page
      const containing = item.items.filter((entry) => isUnder(pageHref, entry.href)).sort((a, b) => b.href.length - a.href.length)[0];
      return { ...item, items: item.items.map((entry) => ({ ...entry, isActive: entry === containing })) };
    }
    return item;
  });
  return { ...navbar, items };
}

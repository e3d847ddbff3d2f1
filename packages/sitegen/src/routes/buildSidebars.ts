import type { SidebarItemView, SidebarView } from '../view/index.js';
import type { ApiSidebar } from '../api/types.js';
import type { SidebarDefinition, SidebarItemConfig } from '../config/types.js';
import { isWholeSidebar } from '../config/sidebarItemsSchema.js';
import type { CategoryMeta } from '../content/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Router } from '../router/createRouter.js';
import { closeNames, DOC_ID_HINT, didYouMean } from '../errors/suggestClosest.js';
import {
  folderOfDirName,
  shorthandCategories,
  sidebarItemsOf,
  type GeneratedIndexPage,
  type SidebarItemsContext,
} from './sidebarItemsOf.js';

/** What the sidebars need to know about a doc (its title comes from front matter or its h1). */
export interface SidebarDoc {
  id: string;
  dir: string;
  routePath: string;
  label: string;
  position?: number;
  /** front matter `sidebar_class_name` */
  className?: string;
}

export interface BuildSidebarsParams {
  sidebars: Record<string, SidebarDefinition>;
  docs: SidebarDoc[];
  categories: CategoryMeta[];
  apiSidebar?: ApiSidebar;
  router: Pick<Router, 'pageHref' | 'linkHref' | 'categoryRoutePath'>;
  /** where the sidebars are configured (the config, or the sidebars file), for errors */
  configFile: string;
}

export interface BuiltSidebars {
  /** every sidebar as a view with nothing current yet; pages mark their own entry later */
  views: Map<string, SidebarView>;
  /** pages of the written-out categories with `link: {type: 'generated-index'}` */
  generatedIndexes: GeneratedIndexPage[];
  /** by sidebar: hrefs listed by `ref` items only, which do not make that sidebar the doc's */
  refs: Map<string, Set<string>>;
}

interface Sortable {
  position?: number;
  name: string;
  item: SidebarItemView;
}

function byPositionThenName(a: Sortable, b: Sortable): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  return a.name.localeCompare(b.name);
}

/** Every configured sidebar: generated from the docs folders or the API, or written out item by item. */
export function buildSidebars(params: BuildSidebarsParams): BuiltSidebars {
  const { docs, categories, router } = params;
  const docsByDir = groupBy(docs, (doc) => doc.dir);
  const categoriesByParent = groupBy(categories, (category) => parentDir(category.dir));
  const docById = new Map(docs.map((doc) => [doc.id, doc]));
  const linkDocIds = new Set(categories.flatMap((category) => (category.linkDocId === undefined ? [] : [category.linkDocId])));
  for (const category of categories) {
    if (category.linkDocId !== undefined && !docById.has(category.linkDocId))
      throw categoryLinkError(category, category.linkDocId, docById.keys());
  }

  const folderItems = (dir: string, exclude: Set<string>): SidebarItemView[] => {
    const entries: Sortable[] = [];
    for (const doc of docsByDir.get(dir) ?? []) {
      if (linkDocIds.has(doc.id)) continue;
      const item: SidebarItemView = {
        type: 'link',
        label: doc.label,
        href: router.pageHref(doc.routePath),
        isCurrent: false,
        ...(doc.className === undefined ? {} : { className: doc.className }),
      };
      entries.push({ position: doc.position, name: doc.id, item });
    }
    for (const category of categoriesByParent.get(dir) ?? []) {
      if (exclude.has(category.dir)) continue;
      const items = folderItems(category.dir, exclude);
      const pageRoute =
        category.generatedIndex?.routePath ?? (category.linkDocId === undefined ? undefined : docById.get(category.linkDocId)?.routePath);
      if (items.length === 0 && pageRoute === undefined) {
        // a folder without docs (images only) is no category; one the owner described with _category_.json must show
        if (category.file !== undefined) throw emptyCategoryError(category);
        continue;
      }
      const item: SidebarItemView = {
        type: 'category',
        label: category.label,
        href: pageRoute === undefined ? undefined : router.pageHref(pageRoute),
        isCurrent: false,
        isActive: false,
        collapsed: category.collapsed,
        collapsible: category.collapsible,
        className: category.className,
        items,
      };
      entries.push({ position: category.position, name: category.dir, item });
    }
    return entries.sort(byPositionThenName).map((entry) => entry.item);
  };

  const views = new Map<string, SidebarView>();
  const generatedIndexes: GeneratedIndexPage[] = [];
  const refs = new Map<string, Set<string>>();
  const knownDirs = new Set(['', ...categories.map((category) => category.dir)]);
  for (const [id, config] of Object.entries(params.sidebars)) {
    if (!isWholeSidebar(config)) {
      const context: SidebarItemsContext = {
        docById,
        router,
        folderItems: (dir) => (knownDirs.has(dir) ? folderItems(dir, new Set()) : undefined),
        apiItems: () => (params.apiSidebar === undefined ? undefined : apiItems(params.apiSidebar, router)),
        file: params.configFile,
        generatedIndexes,
        refs: new Set(),
      };
      const items = Array.isArray(config)
        ? sidebarItemsOf(config, `sidebars.${id}`, context)
        : shorthandCategories(config as Record<string, SidebarItemConfig[]>, `sidebars.${id}`, context);
      views.set(id, { id, items });
      refs.set(id, context.refs);
      continue;
    }
    if (config.type === 'api') {
      views.set(id, { id, items: params.apiSidebar === undefined ? [] : apiItems(params.apiSidebar, router) });
      continue;
    }
    const root = folderOfDirName(config.dirName ?? '');
    if (!knownDirs.has(root)) throw unknownDirError(id, root, categories, params.configFile);
    const exclude = new Set((config.exclude ?? []).map((dir) => [root, folderOfDirName(dir)].filter(Boolean).join('/')));
    views.set(id, { id, items: folderItems(root, exclude) });
  }
  return { views, generatedIndexes, refs };
}

function apiItems(sidebar: ApiSidebar, router: Pick<Router, 'pageHref'>): SidebarItemView[] {
  const index: SidebarItemView = {
    type: 'link',
    label: sidebar.indexLabel,
    href: router.pageHref(sidebar.indexRoutePath),
    isCurrent: false,
  };
  // every export grouped by kind: without this entry no page linked to it, and it had no sidebar
  const globals: SidebarItemView = {
    type: 'link',
    label: sidebar.globalsLabel,
    href: router.pageHref(sidebar.globalsRoutePath),
    isCurrent: false,
  };
  const kinds = (groups: ApiSidebar['groups']) =>
    groups.map(
      (group): SidebarItemView => ({
        type: 'category',
        label: group.label,
        isCurrent: false,
        isActive: false,
        collapsed: true,
        collapsible: true,
        ...(group.routePath === undefined ? {} : { href: router.pageHref(group.routePath) }),
        items: group.items.map((item) => ({ type: 'link', label: item.label, href: router.pageHref(item.routePath), isCurrent: false })),
      }),
    );
  // several entry points: a category per module, its kinds inside
  const modules = (sidebar.modules ?? []).map(
    (module): SidebarItemView => ({
      type: 'category',
      label: module.label,
      isCurrent: false,
      isActive: false,
      collapsed: true,
      collapsible: true,
      href: router.pageHref(module.routePath),
      items: kinds(module.groups),
    }),
  );
  return [index, globals, ...modules, ...kinds(sidebar.groups)];
}

/** A category whose link names no doc would be a sidebar link with nothing to link to. */
function categoryLinkError(category: CategoryMeta, docId: string, docIds: Iterable<string>): SitegenError {
  return new SitegenError({
    code: 'sidebar/unknown-doc',
    message: `the sidebar category '${category.label}' links to the doc '${docId}', which does not exist`,
    hint: didYouMean(closeNames(docId, docIds)) ?? DOC_ID_HINT,
    location: { file: category.file ?? category.dir },
  });
}

/** A sidebar of a folder that does not exist would be empty: a typo in `dirName`. */
function unknownDirError(sidebarId: string, dirName: string, categories: CategoryMeta[], configFile: string): SitegenError {
  return new SitegenError({
    code: 'sidebar/unknown-dir',
    message: `sidebars.${sidebarId}.dirName: no folder '${dirName}' under content/docs (without number prefixes)`,
    hint:
      didYouMean(
        closeNames(
          dirName,
          categories.map((category) => category.dir),
        ),
      ) ?? 'Name a folder under content/docs, or leave dirName out for the whole docs folder.',
    location: { file: configFile },
  });
}

/** A described category with no docs and no page of its own would be a sidebar item with nothing to link to. */
function emptyCategoryError(category: CategoryMeta): SitegenError {
  return new SitegenError({
    code: 'sidebar/empty-category',
    message: `the sidebar category '${category.label}' has no docs and no link: it has nothing to link to`,
    hint: `Add a doc to content/docs/${category.dir}/, give the category a page ("link": {"type": "generated-index"}), or delete its _category_.json.`,
    location: { file: category.file ?? category.dir },
  });
}

function parentDir(dir: string): string {
  const slash = dir.lastIndexOf('/');
  return slash === -1 ? '' : dir.slice(0, slash);
}

function groupBy<T>(values: T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const k = key(value);
    const group = groups.get(k);
    if (group === undefined) groups.set(k, [value]);
    else group.push(value);
  }
  return groups;
}

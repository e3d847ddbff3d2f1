/**
 * Names the page exposes, defined once and imported by the server components, the
 * pre-paint script and the browser islands: storage keys (`sitegen:`), data attributes
 * (`data-sg-*`), element ids and island names.
 */
export const STORAGE_KEYS = {
  colorMode: 'sitegen:color-mode',
  announcementDismissed: 'sitegen:announcement-dismissed',
  sidebarCollapsed: 'sitegen:sidebar-collapsed',
  /** followed by the docs plugin id */
  preferredVersionPrefix: 'sitegen:docs-preferred-version-',
  recentSearches: 'sitegen:recent-searches',
  /** scroll positions of the history entries, restored on back/forward and reload */
  scrollPositions: 'sitegen:scroll-positions',
  /** followed by a tabs `groupId`: the tab last chosen in that group */
  tabsGroupPrefix: 'sitegen:tabs-',
} as const;

export const DATA_ATTRIBUTES = {
  theme: 'data-theme',
  /** the reader's choice (light, dark or system), next to the applied theme */
  themeChoice: 'data-theme-choice',
  announcementDismissed: 'data-sg-announcement-dismissed',
  island: 'data-sg-island',
  islandProps: 'data-sg-props',
  mounted: 'data-sg-mounted',
  basePathMismatch: 'data-sg-base-mismatch',
  js: 'data-sg-js',
  collapsed: 'data-sg-collapsed',
  /** on <html>: the site's base path, which the client router keeps its navigations under */
  basePath: 'data-sg-base',
  /** on <html>: how long a route change may take before the progress bar shows */
  progressDelay: 'data-sg-progress-delay',
  /** on <html> of a page in a locale other than English: the theme's words the browser uses, as JSON */
  strings: 'data-sg-strings',
} as const;

export const ELEMENT_IDS = {
  main: 'sg-main',
  basePathBanner: 'sg-base-banner',
  mobileMenu: 'sg-mobile-menu',
  announcementBar: 'sg-announcement',
} as const;

export const ISLANDS = {
  colorModeSwitch: 'color-mode-switch',
  dropdown: 'dropdown',
  navbar: 'navbar',
  mobileMenu: 'mobile-menu',
  sidebar: 'sidebar',
  toc: 'toc',
  backToTop: 'back-to-top',
  codeCopy: 'code-copy',
  announcementBar: 'announcement-bar',
  versionDropdown: 'version-dropdown',
  search: 'search',
  copyPage: 'copy-page',
  /** tabs (MDX `<Tabs>`, Markdown `:::code-group`): their behaviour loads only on a page that has some */
  tabs: 'tabs',
} as const;

export type IslandName = (typeof ISLANDS)[keyof typeof ISLANDS];

/** in the order the switch cycles through them when the system preference is respected */
export const COLOR_MODES = ['system', 'light', 'dark'] as const;

/**
 * Class names and data attributes the Markdown output exposes to the theme's CSS and
 * islands (the copy button mounts on `data-sg-code`). Defined once here; the theme styles
 * exactly these names.
 */
export const MARKDOWN_CLASSES = {
  headingAnchor: 'sg-heading-anchor',
  code: 'sg-code',
  codeTitle: 'sg-code__title',
  codeLineNumbers: 'sg-code--line-numbers',
  admonition: 'sg-admonition',
  /** followed by the admonition kind, e.g. 'sg-admonition--tip' */
  admonitionKindPrefix: 'sg-admonition--',
  admonitionTitle: 'sg-admonition__title',
  /** a name in code linked to its page in the API reference (the symbol's signature as its title) */
  codeLink: 'sg-code-link',
  tabs: 'sg-tabs',
  /** tabs made of code blocks (`:::code-group`): the tab bar sits on the blocks */
  codeGroup: 'sg-tabs--code',
  tabList: 'sg-tabs__list',
  tab: 'sg-tabs__tab',
  tabPanel: 'sg-tabs__panel',
  /** a panel's label above its content, shown only without JavaScript (where the tab bar is hidden) */
  tabLabel: 'sg-tabs__label',
  details: 'sg-details',
} as const;

/**
 * The marks on a code block's lines (Shiki's `span.line`), apart from MARKDOWN_CLASSES: the
 * copy button reads one in the browser, and the client bundle takes only what it imports.
 */
export const CODE_LINE_CLASSES = {
  /** `{2}`, `// highlight-next-line`, `// [!code highlight]` */
  highlighted: 'sg-code__line--highlighted',
  /** `// [!code ++]` */
  added: 'sg-code__line--added',
  /** `// [!code --]`: left out when the block is copied */
  removed: 'sg-code__line--removed',
  /** `// [!code focus]`: the block's other lines are blurred until it is hovered or focused */
  focused: 'sg-code__line--focused',
} as const;

/**
 * The lines VitePress's `// [!code warning]` and `// [!code error]` mark: apart from
 * CODE_LINE_CLASSES, which the client's copy button imports, so that the scripts and the
 * stylesheet of sites without them stay byte for byte as they were (their styles come with
 * the pages that use them).
 */
export const CODE_LEVEL_CLASSES = {
  warning: 'sg-code__line--warning',
  error: 'sg-code__line--error',
} as const;

/**
 * The marks of a checked example's types (examples/annotateExampleTypes), which the theme's
 * CSS shows; a name's type is its `aria-description`, shown as a popover on hover and focus.
 */
export const EXAMPLE_TYPE_CLASSES = {
  /** the line that answers a `// ^?` query, in place of the query */
  query: 'sg-type-query',
  /** the answer's type, under the caret */
  queryType: 'sg-type-query__type',
} as const;

export const MARKDOWN_DATA_ATTRIBUTES = {
  /** on every code block wrapper */
  code: 'data-sg-code',
  /** the Shiki language the block was highlighted as ('text' when unknown) */
  codeLanguage: 'data-language',
  /** on tabs with a `groupId`: tabs of the same group, on this page and others, show the same choice */
  tabsGroup: 'data-sg-tabs-group',
  /** on a tab and its panel: the tab's value */
  tabValue: 'data-sg-tab-value',
  /** on the panel shown; CSS hides the others once scripts run (without them every panel shows) */
  tabSelected: 'data-sg-selected',
} as const;

/**
 * On an empty `<DocCardList />` of an MDX doc (no `items`): the page is compiled before the
 * sidebars exist, so the site model fills it with the cards of the sidebar category whose page
 * the doc is, as Docusaurus's `useCurrentSidebarCategory()` does.
 */
export const DOC_CARD_LIST_ATTRIBUTE = 'data-sg-doc-card-list';

/** On a `.sg-code--line-numbers` block whose first line is not 1 (`showLineNumbers=5`): its number, in `style`. */
export const CODE_LINE_START_PROPERTY = '--sg-code-line-start';

/**
 * The attributes that make an element an island the browser mounts: spread them on the
 * element a plugin's page renders (`<div {...islandAttributes('counter', { start: 1 })}>`).
 */
export function islandAttributes(name: string, props?: unknown): Record<string, string> {
  return {
    [DATA_ATTRIBUTES.island]: name,
    ...(props === undefined ? {} : { [DATA_ATTRIBUTES.islandProps]: JSON.stringify(props) }),
  };
}

/** The module a theme's client imports for the plugins' islands; the bundler fills it in. */
export const PLUGIN_ISLANDS_MODULE = 'virtual:sitegen/islands';

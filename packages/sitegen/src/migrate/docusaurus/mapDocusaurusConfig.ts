import path from 'node:path';
import { SIDEBARS_FILE } from '../../config/loadSidebarsFile.js';
import type { DocusaurusConfig } from './loadDocusaurusConfig.js';
import { mapNavbarItems } from './mapNavbarItems.js';
import type { NotMapped } from '../migrationFiles.js';

/** Code written as it is into sitegen.config.ts (an imported name), not as JSON. */
export interface Code {
  code: string;
}

export interface DocusaurusMapping {
  /** the sitegen config, its values plain data or Code */
  config: Record<string, unknown>;
  /** import lines sitegen.config.ts needs (the sidebars file) */
  imports: string[];
  notMapped: NotMapped[];
}

export interface MappingContext {
  /** the Docusaurus site's folder, where sitegen.config.ts is written */
  siteDir: string;
  /** the names in versions.json: a version's options for another name are left out */
  versions: readonly string[];
}

type Data = Record<string, unknown>;

const record = (value: unknown): Data => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {});
const pick = (from: Data, keys: readonly string[]): Data =>
  Object.fromEntries(keys.filter((key) => from[key] !== undefined).map((key) => [key, from[key]]));

/** Top-level keys taken as they are: the same name and meaning in sitegen. */
const SAME = ['title', 'tagline', 'url', 'baseUrl', 'trailingSlash', 'favicon', 'noIndex', 'headTags'] as const;

/** Docusaurus-only keys, each with why it does not carry over. */
const DOCUSAURUS_ONLY: Readonly<Record<string, string>> = {
  organizationName: 'deployment is yours: sitegen writes a folder of static files',
  projectName: 'deployment is yours: sitegen writes a folder of static files',
  deploymentBranch: 'deployment is yours: sitegen writes a folder of static files',
  onBrokenLinks: 'broken navigation links always fail the build; `sitegen build --strict-links` fails on broken Markdown links too',
  onBrokenMarkdownLinks: 'broken Markdown links warn; `sitegen build --strict-links` fails on them',
  onBrokenAnchors: 'broken anchors warn; `sitegen build --strict-links` fails on them',
  future: "Docusaurus's own build options: sitegen's build needs none",
  customFields:
    "no customFields: a page's components read the site's title, tagline, url and baseUrl (useDocusaurusContext); put other values in a module the pages import",
  scripts: "write them as headTags: [{ tagName: 'script', attributes: { src: '…' } }]",
  stylesheets: "write them as headTags: [{ tagName: 'link', attributes: { rel: 'stylesheet', href: '…' } }], or customCss",
  clientModules: "client modules run on every page in Docusaurus; in sitegen, a plugin's islands run where they are used",
  plugins: 'Docusaurus plugins do not run in sitegen: see each below; sitegen plugins have their own hooks (plugins in the config)',
  themes: 'Docusaurus themes do not run in sitegen: the default theme is @sitegen/theme, its components replaced through `components`',
  staticDirectories: 'sitegen has one static folder (staticDir)',
  webpack: 'sitegen bundles with esbuild: there is no webpack config',
  ssrTemplate: 'sitegen renders the whole document with its theme',
  titleDelimiter: "the title is '<page> | <site>'",
  baseUrlIssueBanner: 'sitegen shows a banner of its own when the page is served under another base path',
};

/**
 * The Docusaurus config as sitegen's: every key that has a counterpart is mapped (the classic
 * preset's docs and theme options, themeConfig's navbar, footer, colour mode, announcement
 * bar and TOC levels, i18n), the rest listed with why. `markdown.format` is 'mdx', Docusaurus 3's.
 */
export function mapDocusaurusConfig(source: DocusaurusConfig, context: MappingContext): DocusaurusMapping {
  const config: Data = { ...pick(source, SAME) };
  const imports: string[] = [];
  const notMapped: NotMapped[] = [];
  for (const [key, why] of Object.entries(DOCUSAURUS_ONLY)) if (source[key] !== undefined) notMapped.push({ key, why });
  mapI18n(record(source.i18n), config, notMapped);
  mapMarkdown(record(source.markdown), config, notMapped);
  for (const [index, preset] of (Array.isArray(source.presets) ? source.presets : []).entries()) {
    const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
    if (name === 'classic' || name === '@docusaurus/preset-classic')
      mapClassicPreset(record(options), { config, imports, notMapped, context });
    else
      notMapped.push({ key: `presets[${index}]`, why: `the preset '${String(name)}' is Docusaurus's: set up what it configures by hand` });
  }
  mapThemeConfig(record(source.themeConfig), config, notMapped);
  const known = new Set([...SAME, ...Object.keys(DOCUSAURUS_ONLY), 'i18n', 'markdown', 'presets', 'themeConfig']);
  for (const key of Object.keys(source)) if (!known.has(key)) notMapped.push({ key, why: 'no sitegen setting of that name' });
  return { config, imports, notMapped };
}

function mapI18n(i18n: Data, config: Data, notMapped: NotMapped[]): void {
  if (i18n.defaultLocale === undefined) return;
  const kept = ['label', 'direction', 'htmlLang'];
  const locales = Array.isArray(i18n.locales) ? i18n.locales : [];
  const localeConfigs = Object.fromEntries(
    Object.entries(record(i18n.localeConfigs)).flatMap(([locale, options]) => {
      // Docusaurus ignores the settings of a locale it does not build (a site that builds one locale per CI job)
      if (!locales.includes(locale)) {
        notMapped.push({ key: `i18n.localeConfigs.${locale}`, why: `'${locale}' is not one of i18n.locales: not built, as in Docusaurus` });
        return [];
      }
      for (const key of Object.keys(record(options)).filter((key) => !kept.includes(key)))
        notMapped.push({
          key: `i18n.localeConfigs.${locale}.${key}`,
          why: 'a locale has a label, a direction and an HTML lang in sitegen',
        });
      return [[locale, pick(record(options), kept)]];
    }),
  );
  config.i18n = {
    defaultLocale: i18n.defaultLocale,
    locales: i18n.locales,
    ...(Object.keys(localeConfigs).length === 0 ? {} : { localeConfigs }),
  };
  for (const key of ['path', 'calendar'])
    if (i18n[key] !== undefined)
      notMapped.push({ key: `i18n.${key}`, why: 'translations are read from i18n/<locale>/, as Docusaurus does by default' });
}

function mapMarkdown(markdown: Data, config: Data, notMapped: NotMapped[]): void {
  // Docusaurus 3 reads .md files as MDX unless markdown.format says 'detect'
  config.markdown = { format: markdown.format === 'detect' || markdown.format === 'md' ? markdown.format : 'mdx' };
  if (markdown.mermaid === true)
    notMapped.push({ key: 'markdown.mermaid', why: 'Mermaid diagrams are not rendered: they show as code blocks' });
  for (const key of ['preprocessor', 'parseFrontMatter', 'remarkRehypeOptions', 'anchors', 'hooks'])
    if (markdown[key] !== undefined)
      notMapped.push({
        key: `markdown.${key}`,
        why: 'a Docusaurus Markdown hook: a remark or rehype plugin in markdown.remarkPlugins does the same',
      });
}

interface PresetTarget {
  config: Data;
  imports: string[];
  notMapped: NotMapped[];
  context: MappingContext;
}

function mapClassicPreset(options: Data, { config, imports, notMapped, context }: PresetTarget): void {
  const docs = options.docs === false ? undefined : record(options.docs);
  if (docs !== undefined) {
    const docsPath = typeof docs.path === 'string' ? docs.path : 'docs';
    // sitegen reads docs/ (and versioned_docs/, versions.json) in contentDir
    if (path.basename(docsPath) === 'docs') config.contentDir = path.dirname(docsPath) === '' ? '.' : path.dirname(docsPath);
    else notMapped.push({ key: 'presets.classic.docs.path', why: `sitegen reads a folder named docs/: rename '${docsPath}', or move it` });
    if (typeof docs.routeBasePath === 'string') config.docsRouteBasePath = docs.routeBasePath;
    if (typeof docs.editUrl === 'string') config.editUrl = docs.editUrl;
    else if (docs.editUrl !== undefined)
      notMapped.push({ key: 'presets.classic.docs.editUrl', why: 'an editUrl function: sitegen takes one URL the file path is added to' });
    if (docs.showLastUpdateTime === true || docs.showLastUpdateAuthor === true)
      config.lastUpdated = { author: docs.showLastUpdateAuthor === true };
    const sidebarPath = typeof docs.sidebarPath === 'string' ? docs.sidebarPath : undefined;
    // sitegen reads the site's sidebars.ts itself; another file is imported into the config
    if (sidebarPath !== undefined && !isOwnSidebarsFile(path.resolve(context.siteDir, sidebarPath), context.siteDir)) {
      const relative = path.relative(context.siteDir, path.resolve(context.siteDir, sidebarPath)).split(path.sep).join('/');
      imports.push(`import sidebars from './${relative}';`);
      config.sidebars = { code: 'sidebars' } satisfies Code;
    }
    const versions = record(docs.versions);
    const versionsConfig: Record<string, Data> = Object.fromEntries(
      Object.entries(versions)
        .filter(([name]) => {
          const known = name === 'current' || context.versions.includes(name);
          if (!known) notMapped.push({ key: `presets.classic.docs.versions.${name}`, why: 'versions.json has no such version' });
          return known;
        })
        .map(([name, version]) => [name, pick(record(version), ['label', 'path', 'banner'])]),
    );
    // `lastVersion: 'current'` serves the current docs at the docs route, where sitegen puts the newest of
    // versions.json by default: that one moves to its name, with the banner Docusaurus gives older versions
    const newest = context.versions[0];
    if (docs.lastVersion === 'current' && newest !== undefined) {
      versionsConfig.current = { path: '', banner: 'none', ...versionsConfig.current };
      versionsConfig[newest] = { path: newest, banner: 'unmaintained', ...versionsConfig[newest] };
    }
    if (Object.keys(versionsConfig).length > 0 || docs.onlyIncludeVersions !== undefined) {
      config.docs = {
        ...(Object.keys(versionsConfig).length === 0 ? {} : { versions: versionsConfig }),
        ...(docs.onlyIncludeVersions === undefined ? {} : { onlyIncludeVersions: docs.onlyIncludeVersions }),
      };
    }
    if (docs.lastVersion !== undefined && docs.lastVersion !== 'current')
      notMapped.push({
        key: 'presets.classic.docs.lastVersion',
        why: 'the newest version of versions.json is the default: check the version labels and paths',
      });
    for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins'])
      if (Array.isArray(docs[key]) && (docs[key] as unknown[]).length > 0)
        notMapped.push({
          key: `presets.classic.docs.${key}`,
          why: "Docusaurus's plugins are not loaded: list the ones that still matter in markdown.remarkPlugins (npm2yarn is built in)",
        });
  }
  if (options.blog !== undefined && options.blog !== false)
    notMapped.push({ key: 'presets.classic.blog', why: 'sitegen has no blog: its posts are not built' });
  if (options.pages !== undefined && options.pages !== false)
    notMapped.push({
      key: 'presets.classic.pages',
      why: 'React pages go in content/pages (*.tsx): move src/pages there, without Docusaurus hooks',
    });
  for (const key of ['sitemap', 'gtag', 'googleAnalytics', 'googleTagManager', 'svgr'])
    if (options[key] !== undefined)
      notMapped.push({
        key: `presets.classic.${key}`,
        why: key === 'sitemap' ? 'sitegen writes sitemap.xml itself' : 'add its script as headTags',
      });
  const customCss = record(options.theme).customCss;
  const files = (Array.isArray(customCss) ? customCss : customCss === undefined ? [] : [customCss]).filter(
    (file): file is string => typeof file === 'string',
  );
  for (const file of files.filter((file) => !file.endsWith('.css')))
    notMapped.push({
      key: 'presets.classic.theme.customCss',
      why: `sitegen reads CSS files: compile ${path.basename(file)} to .css and list that`,
    });
  // `require.resolve('react-tweet/theme.css')`: a package's file, not the site's
  const isPackageFile = (file: string) => !file.startsWith('.') && !path.isAbsolute(file);
  for (const file of files.filter((file) => file.endsWith('.css') && isPackageFile(file)))
    notMapped.push({
      key: 'presets.classic.theme.customCss',
      why: `'${file}' is a package's stylesheet: copy it into the site and list the copy in customCss`,
    });
  const css = files.filter((file) => file.endsWith('.css') && !isPackageFile(file));
  if (css.length > 0) {
    config.customCss = css.map((file) => {
      const relative = path.relative(context.siteDir, path.resolve(context.siteDir, file)).split(path.sep).join('/');
      return relative.startsWith('.') ? relative : `./${relative}`;
    });
  }
}

function mapThemeConfig(theme: Data, config: Data, notMapped: NotMapped[]): void {
  const navbar = record(theme.navbar);
  if (Object.keys(navbar).length > 0) {
    config.navbar = {
      ...pick(navbar, ['title', 'logo', 'hideOnScroll']),
      ...(navbar.items === undefined ? {} : { items: mapNavbarItems(navbar.items, notMapped) }),
    };
  }
  const footer = record(theme.footer);
  if (Object.keys(footer).length > 0)
    config.footer = {
      ...pick(footer, ['style', 'copyright']),
      ...(footer.links === undefined ? {} : { links: mapFooterLinks(footer.links, notMapped) }),
    };
  const bar = record(theme.announcementBar);
  // Docusaurus's id when none is given: the bar a reader closed stays closed until the id changes
  if (Object.keys(bar).length > 0)
    config.announcementBar = { id: 'announcement-bar', ...pick(bar, ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']) };
  // Docusaurus opens in light mode unless told otherwise; sitegen's own default is dark
  config.colorMode = {
    defaultMode: 'light',
    ...pick(record(theme.colorMode), ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']),
  };
  const toc = record(theme.tableOfContents);
  if (Object.keys(toc).length > 0) config.tableOfContents = pick(toc, ['minHeadingLevel', 'maxHeadingLevel']);
  if (typeof theme.image === 'string') config.image = theme.image;
  mapPrism(record(theme.prism), config, notMapped);
  const reasons: Record<string, string> = {
    algolia: 'search is built in (Pagefind): nothing to set up',
    docs: 'the sidebar is always hideable on small screens',
    metadata: 'write the meta tags as headTags',
    mermaid: 'Mermaid diagrams are not rendered',
    zoom: 'no image zoom',
  };
  for (const [key, why] of Object.entries(reasons)) if (theme[key] !== undefined) notMapped.push({ key: `themeConfig.${key}`, why });
  const read = new Set(['navbar', 'footer', 'announcementBar', 'colorMode', 'tableOfContents', 'image', 'prism', ...Object.keys(reasons)]);
  for (const key of Object.keys(theme))
    if (!read.has(key)) notMapped.push({ key: `themeConfig.${key}`, why: 'no sitegen setting of that name' });
}

/**
 * Footer columns of links: an item of raw HTML (`{ html: '…' }`), or a column without a title
 * (Docusaurus's simple footer), has no sitegen form and is listed.
 */
function mapFooterLinks(links: unknown, notMapped: NotMapped[]): Data[] {
  if (!Array.isArray(links)) return [];
  return links.flatMap((column, index) => {
    const { title, items } = record(column);
    if (typeof title !== 'string' || !Array.isArray(items)) {
      notMapped.push({ key: `themeConfig.footer.links[${index}]`, why: 'a footer link outside a titled column: put it in a column' });
      return [];
    }
    const kept = items.flatMap((item, at) => {
      const link = record(item);
      if (typeof link.label === 'string' && (typeof link.to === 'string' || typeof link.href === 'string'))
        return [pick(link, ['label', 'to', 'href'])];
      notMapped.push({
        key: `themeConfig.footer.links[${index}].items[${at}]`,
        why:
          link.html === undefined
            ? 'a footer link needs a label and a to or href'
            : 'an item of raw HTML: write it as a link ({ label, href })',
      });
      return [];
    });
    return [{ title, items: kept }];
  });
}

/** Prism's magic comments are sitegen's `markdown.magicComments` (same shape); its themes and languages are Shiki's. */
function mapPrism(prism: Data, config: Data, notMapped: NotMapped[]): void {
  if (Array.isArray(prism.magicComments)) config.markdown = { ...record(config.markdown), magicComments: prism.magicComments };
  for (const key of Object.keys(prism).filter((key) => key !== 'magicComments'))
    notMapped.push({
      key: `themeConfig.prism.${key}`,
      why: 'code is highlighted by Shiki, which knows its languages: choose its themes in markdown.codeThemes',
    });
}

/** The sidebars file sitegen reads by itself: `require.resolve('./sidebars')` names it without its extension. */
function isOwnSidebarsFile(file: string, siteDir: string): boolean {
  const own = path.join(siteDir, SIDEBARS_FILE);
  return file === own || `${file}.ts` === own;
}

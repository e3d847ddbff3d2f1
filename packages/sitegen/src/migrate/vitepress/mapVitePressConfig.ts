import type { UserConfig } from '../../config/types.js';
import type { VitePressUserConfig } from './loadVitePressConfig.js';
import { isRecord, record, str } from './configValues.js';
import { htmlRedirects } from './htmlRedirects.js';
import { mapNav, mapSidebars, mapSocialLinks } from './mapNavigation.js';
import type { NotMapped } from '../migrationFiles.js';

export interface MappingContext {
  /** VitePress's srcDir, relative to the folder sitegen.config.ts is written to ('docs', '.') */
  srcDir: string;
  /** the static folder (VitePress's `<srcDir>/public`), relative to the same folder */
  staticDir: string;
  /** a VitePress route ('guide/setup', '' for the root) → the id of its doc */
  docIdOfRoute: ReadonlyMap<string, string>;
  /** the pages, by their paths in srcDir ('guide/setup.md') */
  pages: readonly string[];
}

export interface Mapping {
  config: UserConfig;
  notMapped: NotMapped[];
}

/** The keys read below; any other is listed as not mapped. */
const READ = new Set([
  'title',
  'description',
  'base',
  'lang',
  'srcDir',
  'srcExclude',
  'cleanUrls',
  'rewrites',
  'head',
  'themeConfig',
  'lastUpdated',
  'appearance',
  'markdown',
  'locales',
  'outDir',
  'sitemap',
  'titleTemplate',
]);
const THEME_READ = new Set(['nav', 'sidebar', 'socialLinks', 'editLink', 'footer', 'search', 'logo', 'outline', 'siteTitle']);

/**
 * A VitePress config → sitegen's: what has an equivalent is mapped, the rest listed with
 * what to do. Pure: the files are found and written by the caller.
 */
export function mapVitePressConfig(input: VitePressUserConfig, context: MappingContext): Mapping {
  const notMapped: NotMapped[] = [];
  const vp = withRootLocale(input, notMapped);
  const theme = record(vp.themeConfig);
  const config: UserConfig = { title: str(vp.title) ?? str(theme.siteTitle) ?? 'Docs' };
  const description = str(vp.description);
  if (description !== undefined) config.tagline = description;
  if (str(vp.base) !== undefined) config.baseUrl = str(vp.base);
  const hostname = str(record(vp.sitemap).hostname);
  if (hostname !== undefined) config.url = new URL(hostname).origin;
  if (str(vp.lang) !== undefined) config.lang = str(vp.lang);
  config.staticDir = context.staticDir;
  config.vitepress = { srcDir: context.srcDir };
  if (Array.isArray(vp.srcExclude)) config.vitepress.srcExclude = vp.srcExclude.filter((glob): glob is string => typeof glob === 'string');
  if (vp.rewrites !== undefined) {
    if (isRecord(vp.rewrites)) config.vitepress.rewrites = stringRecord(vp.rewrites);
    else notMapped.push({ key: 'rewrites', why: 'a function: write its result as an object of `from: to` paths in vitepress.rewrites' });
  }
  // sitegen's URLs have no .html (as with cleanUrls: true): the old addresses are kept by redirects
  if (vp.cleanUrls !== true) {
    const redirects = htmlRedirects(context.pages, config.vitepress.rewrites ?? {});
    if (redirects.length > 0) config.redirects = redirects;
  }
  mapTitleTemplate(vp.titleTemplate, config.title, notMapped);
  if (vp.outDir !== undefined) notMapped.push({ key: 'outDir', why: 'sitegen writes to build/ (outDir in sitegen.config.ts)' });
  if (vp.lastUpdated === true) config.lastUpdated = true;
  mapAppearance(vp.appearance, config);
  const head = mapHead(vp.head, notMapped);
  if (head.length > 0) config.headTags = head;
  mapMarkdown(vp.markdown, config, notMapped);

  const items = [...mapNav(theme.nav, context, notMapped), ...mapSocialLinks(theme.socialLinks)];
  const logo = theme.logo;
  const logoSrc = typeof logo === 'string' ? logo : (str(record(logo).src) ?? str(record(logo).light));
  config.navbar = {
    ...(logoSrc === undefined ? {} : { logo: { src: logoSrc.replace(/^\//, '') } }),
    ...(items.length === 0 ? {} : { items }),
  };
  const sidebars = mapSidebars(theme.sidebar, context, notMapped);
  if (sidebars !== undefined) config.sidebars = sidebars;
  const edit = str(record(theme.editLink).pattern);
  if (edit !== undefined) mapEditLink(edit, context.srcDir, config, notMapped);
  const footer = record(theme.footer);
  const copyright = [str(footer.message), str(footer.copyright)].filter((part) => part !== undefined).join('<br>');
  if (copyright !== '') config.footer = { copyright };
  mapSearch(theme.search, config, notMapped);
  mapOutline(theme.outline, config, notMapped);

  for (const key of Object.keys(vp)) if (!READ.has(key)) notMapped.push({ key, why: 'no sitegen equivalent' });
  for (const key of Object.keys(theme))
    if (!THEME_READ.has(key)) notMapped.push({ key: `themeConfig.${key}`, why: 'no sitegen equivalent' });
  return { config, notMapped };
}

/** VitePress merges the root locale's keys over the config (`locales.root`); the other locales are not built. */
function withRootLocale(vp: VitePressUserConfig, notMapped: NotMapped[]): VitePressUserConfig {
  const locales = record(vp.locales);
  const root = record(locales.root);
  const others = Object.keys(locales).filter((name) => name !== 'root');
  if (others.length > 0)
    notMapped.push({
      key: 'locales',
      why: `the locales ${others.join(', ')} are not built: add them to i18n.locales and move each one's pages under i18n/<locale>/docs`,
    });
  const merged: VitePressUserConfig = { ...vp, ...root, themeConfig: { ...record(vp.themeConfig), ...record(root.themeConfig) } };
  // the locale's head tags come after the site's, as VitePress writes them
  if (Array.isArray(vp.head) && Array.isArray(root.head)) merged.head = [...vp.head, ...root.head];
  for (const key of ['label', 'link']) delete merged[key];
  return merged;
}

/** sitegen's <title> is VitePress's default, ':title | <site title>': another template is listed. */
function mapTitleTemplate(template: unknown, title: string, notMapped: NotMapped[]): void {
  if (template === undefined || template === true || template === title || template === `:title | ${title}`) return;
  notMapped.push({
    key: 'titleTemplate',
    why: `every page's \`<title>\` is \`<page title> | ${title}\` (the site's title): '${String(template)}' is not applied`,
  });
}

function mapAppearance(appearance: unknown, config: UserConfig): void {
  if (appearance === 'dark' || appearance === 'force-dark')
    config.colorMode = { defaultMode: 'dark', ...(appearance === 'force-dark' ? { disableSwitch: true } : {}) };
  else if (appearance === false) config.colorMode = { defaultMode: 'light', disableSwitch: true };
  else config.colorMode = { defaultMode: 'system', respectPrefersColorScheme: true };
}

type HeadTag = NonNullable<UserConfig['headTags']>[number];
const HEAD_TAGS = new Set(['meta', 'link', 'script', 'style', 'noscript', 'base']);

function mapHead(head: unknown, notMapped: NotMapped[]): HeadTag[] {
  if (!Array.isArray(head)) return [];
  const tags: HeadTag[] = [];
  for (const entry of head) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !HEAD_TAGS.has(entry[0])) {
      notMapped.push({
        key: 'head',
        why: `${JSON.stringify(entry).slice(0, 80)} is no <meta>, <link>, <script>, <style>, <noscript> or <base>`,
      });
      continue;
    }
    const attributes: Record<string, string | boolean> = {};
    for (const [name, value] of Object.entries(record(entry[1])))
      if (typeof value === 'string' || typeof value === 'boolean') attributes[name] = value;
    tags.push({
      tagName: entry[0] as HeadTag['tagName'],
      ...(Object.keys(attributes).length === 0 ? {} : { attributes }),
      ...(typeof entry[2] === 'string' ? { innerHTML: entry[2] } : {}),
    });
  }
  return tags;
}

function mapMarkdown(markdown: unknown, config: UserConfig, notMapped: NotMapped[]): void {
  for (const [key, value] of Object.entries(record(markdown))) {
    if (key === 'theme' && isRecord(value) && typeof value.light === 'string' && typeof value.dark === 'string') {
      config.markdown = { ...config.markdown, codeThemes: { light: value.light, dark: value.dark } };
    } else if (key === 'theme' && typeof value === 'string') {
      config.markdown = { ...config.markdown, codeThemes: { light: value, dark: value } };
    } else if (key === 'math' && value === true) {
      config.markdown = { ...config.markdown, math: true };
    } else if (!(key === 'math' && value === false)) {
      notMapped.push({
        key: `markdown.${key}`,
        why:
          MARKDOWN_NOTES[key] ??
          'a markdown-it option or plugin: find a remark or rehype plugin that does the same, in markdown.remarkPlugins or markdown.rehypePlugins',
      });
    }
  }
}

const MARKDOWN_NOTES: Record<string, string> = {
  lineNumbers: 'write showLineNumbers (or :line-numbers) on the code blocks that need it',
  math: "markdown-it-mathjax3's options: markdown.math: true renders $…$ and $$…$$ with KaTeX's defaults",
  anchor: "sitegen gives headings GitHub's ids; a custom slugify changes ids that links may use: check the build's link warnings",
  attrs: 'attribute lists are read after links only (safe attributes): the page check reports each one left as text',
};

function mapEditLink(pattern: string, srcDir: string, config: UserConfig, notMapped: NotMapped[]): void {
  // VitePress's :path is the page's path in srcDir; sitegen appends its path from the site folder
  const prefix = pattern.replace(/\/?:path$/, '');
  const source = srcDir === '.' ? '' : srcDir.replace(/\/+$/, '');
  if (!pattern.endsWith(':path')) notMapped.push({ key: 'themeConfig.editLink', why: `'${pattern}' does not end with :path` });
  else if (source === '') config.editUrl = prefix;
  else if (prefix.endsWith(`/${source}`)) config.editUrl = prefix.slice(0, -source.length - 1);
  else
    notMapped.push({
      key: 'themeConfig.editLink',
      why: `'${pattern}' does not end with the source folder '${source}': set editUrl to the repository's address of the folder sitegen.config.ts is in`,
    });
}

function mapSearch(search: unknown, config: UserConfig, notMapped: NotMapped[]): void {
  const provider = str(record(search).provider);
  if (provider === undefined) return;
  if (provider !== 'local')
    notMapped.push({ key: 'themeConfig.search', why: `'${provider}' search is replaced by sitegen's own (Pagefind, built with the site)` });
  config.search = {};
}

function mapOutline(outline: unknown, config: UserConfig, notMapped: NotMapped[]): void {
  const level = isRecord(outline) ? outline.level : outline;
  if (level === undefined) return;
  if (level === 'deep') config.tableOfContents = { minHeadingLevel: 2, maxHeadingLevel: 6 };
  else if (typeof level === 'number') config.tableOfContents = { minHeadingLevel: level, maxHeadingLevel: level };
  else if (Array.isArray(level) && typeof level[0] === 'number' && typeof level[1] === 'number')
    config.tableOfContents = { minHeadingLevel: level[0], maxHeadingLevel: level[1] };
  else if (level === false)
    notMapped.push({ key: 'themeConfig.outline', why: 'a page without its outline: set toc_max_heading_level in its front matter' });
}

function stringRecord(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

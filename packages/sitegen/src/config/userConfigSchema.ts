/**
 * The zod schema of `UserConfig`. It is typed against the interface (`z.ZodType<UserConfig>`),
 * so the two cannot drift, and every object is strict, so a misspelt key is reported instead
 * of silently ignored.
 */
import { z } from 'zod';
import type { Pluggable } from 'unified';
import type { PluginConfig } from '../plugins/types.js';
import { isWholeSidebar, sidebarSchema } from './sidebarItemsSchema.js';
import { unsafeConfigUrls, unsafeUrlExpected } from './unsafeConfigUrls.js';
import type { NavbarDropdownChild, NavbarItem, UserConfig } from './types.js';

const position = z.enum(['left', 'right']).optional();
const colorMode = z.enum(['light', 'dark', 'system']);

/** A navbar entry without `type` is a default link; naming it lets the union pick the right branch. */
function defaultType(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !('type' in value)) {
    return { ...value, type: 'default' };
  }
  return value;
}

const dropdownChild: z.ZodType<NavbarDropdownChild> = z.preprocess(
  defaultType,
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('default'), label: z.string(), to: z.string().optional(), href: z.string().optional() }),
    z.strictObject({ type: z.literal('doc'), docId: z.string(), label: z.string().optional() }),
    z.strictObject({ type: z.literal('docSidebar'), sidebarId: z.string(), label: z.string().optional() }),
    z.strictObject({ type: z.literal('html'), value: z.string() }),
  ]),
);

const common = { position, className: z.string().optional() };

const navbarItem: z.ZodType<NavbarItem> = z.preprocess(
  defaultType,
  z.discriminatedUnion('type', [
    z.strictObject({
      ...common,
      type: z.literal('default'),
      label: z.string(),
      to: z.string().optional(),
      href: z.string().optional(),
      activeBasePath: z.string().optional(),
    }),
    z.strictObject({
      ...common,
      type: z.literal('dropdown'),
      label: z.string(),
      to: z.string().optional(),
      href: z.string().optional(),
      items: z.array(dropdownChild),
    }),
    z.strictObject({ ...common, type: z.literal('localeDropdown') }),
    z.strictObject({ ...common, type: z.literal('search') }),
    z.strictObject({ ...common, type: z.literal('html'), value: z.string() }),
    z.strictObject({ ...common, type: z.literal('doc'), docId: z.string(), label: z.string().optional() }),
    z.strictObject({ ...common, type: z.literal('docSidebar'), sidebarId: z.string(), label: z.string() }),
    z.strictObject({
      ...common,
      type: z.literal('docsVersion'),
      label: z.string().optional(),
      version: z.string().optional(),
      docsPluginId: z.string().optional(),
    }),
    z.strictObject({
      ...common,
      type: z.literal('docsVersionDropdown'),
      docsPluginId: z.string().optional(),
      versions: z.array(z.string()).optional(),
    }),
  ]),
);

/** A footer link without a target would silently link to the home page. */
const footerLink = z
  .strictObject({ label: z.string(), to: z.string().optional(), href: z.string().optional() })
  .superRefine((link, ctx) => {
    if (link.to === undefined && link.href === undefined) {
      ctx.addIssue({ code: 'custom', path: ['to'], input: undefined, message: '`to` (a path on this site) or `href` (a full URL)' });
    }
  });

const headingLevel = z.number().int().min(1).max(6);

const isFunction = (value: unknown): boolean => typeof value === 'function';

/** A unified plugin as remark and rehype take it: the function, or `[plugin, options]`. */
export const pluggable = z.custom<Pluggable>(
  (value) => isFunction(value) || (Array.isArray(value) && isFunction(value[0])),
  "a plugin function (import remarkX from 'remark-x'; then remarkX, not remarkX()) or [plugin, options]",
);

/** A `plugins` entry: the factory, or `[factory, options]`. */
const pluginEntry = z.custom<PluginConfig>(
  (value) => isFunction(value) || (Array.isArray(value) && value.length <= 2 && isFunction(value[0])),
  'a plugin: a function (context, options) => ({ name, ... }), or [plugin, options]',
);

const HEAD_TAG_NAMES = ['meta', 'link', 'script', 'style', 'noscript', 'base'] as const;

/** What a page's <head> may hold, with attribute names a browser reads as written. */
export const headTag = z
  .strictObject({
    tagName: z.enum(HEAD_TAG_NAMES),
    attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
    innerHTML: z.string().optional(),
  })
  .superRefine((tag, ctx) => {
    for (const name of Object.keys(tag.attributes ?? {})) {
      if (!/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/.test(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['attributes', name],
          input: name,
          message: "an attribute name of letters, digits, '-', '_', ':' or '.'",
        });
      }
    }
    if (tag.innerHTML !== undefined && !['script', 'style', 'noscript'].includes(tag.tagName)) {
      ctx.addIssue({
        code: 'custom',
        path: ['innerHTML'],
        input: tag.innerHTML,
        message: `no content: a <${tag.tagName}> is empty (only script, style and noscript hold content)`,
      });
    }
  });

/** A page's path on the site, under the base path: '/docs/old-name'. */
const sitePath = z
  .string()
  .regex(/^\/[^?#%\\\s]*$/, "a path on the site starting with '/', without '?', '#', '%', '\\' or spaces, such as '/docs/old-name'")
  .refine((value) => !value.split('/').some((segment) => segment === '.' || segment === '..'), "a path without '.' or '..' segments");

/**
 * The path the site is served under. An origin belongs in `url`; a '..' segment, '?', '#',
 * '%', '\' or a space would put every link of the site somewhere else.
 */
const baseUrl = z.string().superRefine((value, ctx) => {
  const problem = /^[a-z][a-z\d+.-]*:|^\/\//i.test(value)
    ? `a path such as '/docs/', not a URL: put the origin in url (url: '${originOf(value)}', baseUrl: '${pathOf(value)}')`
    : value.split('/').some((segment) => segment === '..' || segment === '.')
      ? "a path without '.' or '..' segments, such as '/docs/'"
      : /[?#%\\\s]/.test(value)
        ? "a path without '?', '#', '%', '\\' or spaces, such as '/docs/'"
        : undefined;
  if (problem !== undefined) ctx.addIssue({ code: 'custom', input: value, message: problem });
});

/** A docs version's route under the docs: URL-safe segments, or '' for the docs themselves. */
const versionPath = z.string().superRefine((value, ctx) => {
  const segments = value.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..') || /[?#%\\\s]/.test(value)) {
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: "a path such as 'next' or '1.x', without '.' or '..' segments, '?', '#', '%', '\\' or spaces",
    });
  }
});

/** The site's origin: the sitemap and canonical links put the base path after it. */
const siteUrl = z.string().superRefine((value, ctx) => {
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (parsed === undefined || !/^https?:$/.test(parsed.protocol)) {
    ctx.addIssue({ code: 'custom', input: value, message: "an absolute http(s) URL such as 'https://example.com'" });
  } else if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '') {
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: `the origin alone ('${parsed.origin}'): a path such as '${parsed.pathname}' goes in baseUrl`,
    });
  }
});

function originOf(value: string): string {
  return URL.canParse(value) ? new URL(value).origin : value;
}

function pathOf(value: string): string {
  const pathname = URL.canParse(value) ? new URL(value).pathname : '/';
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * The API reference and its sidebar name each other: `api.sidebarId` must be the sidebar of
 * type 'api' (resolveConfig adds it when none is declared) or one written out (which may hold
 * `{type: 'api'}` items), and such a sidebar needs `api`.
 */
function checkApiSidebar(config: Pick<UserConfig, 'api' | 'sidebars'>, ctx: z.RefinementCtx): void {
  const apiSidebars = Object.entries(config.sidebars ?? {}).filter(([, sidebar]) => isWholeSidebar(sidebar) && sidebar.type === 'api');
  if (config.api === undefined) {
    for (const [id, sidebar] of apiSidebars) {
      ctx.addIssue({
        code: 'custom',
        path: ['sidebars', id],
        input: sidebar,
        message: "an `api` section to fill this API sidebar (api: { entryPoints: ['…/index.d.ts'] }), or a sidebar of type 'autogenerated'",
      });
    }
    return;
  }
  const sidebarId = config.api.sidebarId ?? 'api';
  const named = config.sidebars?.[sidebarId];
  if (named !== undefined && isWholeSidebar(named) && named.type !== 'api') {
    ctx.addIssue({
      code: 'custom',
      path: ['api', 'sidebarId'],
      input: sidebarId,
      message: `the id of a sidebar of type 'api' (sidebars.${sidebarId} is '${named.type}')`,
    });
  } else if (named === undefined && apiSidebars.length > 0) {
    const ids = apiSidebars.map(([id]) => `'${id}'`).join(', ');
    ctx.addIssue({ code: 'custom', path: ['api', 'sidebarId'], input: sidebarId, message: `the id of the sidebar of type 'api' (${ids})` });
  }
}

/**
 * No URL of the config runs script when followed: one walk over every key that holds a link
 * or an image's source (see unsafeConfigUrls), not a check per field that a new key could lack.
 * A key already reported (a `url` that is no http(s) origin) is not reported twice.
 */
function checkUrls(config: unknown, ctx: z.RefinementCtx): void {
  const reported = new Set(ctx.issues.map((issue) => JSON.stringify(issue.path ?? [])));
  for (const { path, url, scheme } of unsafeConfigUrls(config)) {
    if (!reported.has(JSON.stringify(path))) ctx.addIssue({ code: 'custom', path, input: url, message: unsafeUrlExpected(scheme) });
  }
}

export const userConfigSchema: z.ZodType<UserConfig> = z
  .strictObject({
    title: z.string().min(1),
    tagline: z.string().optional(),
    url: siteUrl.optional(),
    baseUrl: baseUrl.optional(),
    trailingSlash: z.boolean().optional(),
    favicon: z.string().optional(),
    image: z.string().min(1).optional(),
    noIndex: z.boolean().optional(),
    lastUpdated: z.union([z.boolean(), z.strictObject({ author: z.boolean().optional() })]).optional(),
    customCss: z.array(z.string().min(1)).optional(),
    headTags: z.array(headTag).optional(),
    lang: z.string().optional(),
    contentDir: z.string().optional(),
    staticDir: z.string().optional(),
    outDir: z.string().optional(),
    files: z.strictObject({ allow: z.array(z.string().min(1)).optional() }).optional(),
    docsRouteBasePath: z.string().optional(),
    docsRootDocId: z.string().optional(),
    editUrl: z.string().optional(),
    navbar: z
      .strictObject({
        title: z.string().optional(),
        logo: z.strictObject({ src: z.string(), alt: z.string().optional(), srcDark: z.string().optional() }).optional(),
        hideOnScroll: z.boolean().optional(),
        items: z.array(navbarItem).optional(),
      })
      .optional(),
    footer: z
      .strictObject({
        style: z.enum(['light', 'dark']).optional(),
        links: z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })).optional(),
        copyright: z.string().optional(),
      })
      .optional(),
    announcementBar: z
      .strictObject({
        id: z.string(),
        content: z.string(),
        backgroundColor: z.string().optional(),
        textColor: z.string().optional(),
        isCloseable: z.boolean().optional(),
      })
      .optional(),
    colorMode: z
      .strictObject({
        defaultMode: colorMode.optional(),
        disableSwitch: z.boolean().optional(),
        respectPrefersColorScheme: z.boolean().optional(),
      })
      .optional(),
    sidebars: z.record(z.string(), sidebarSchema).optional(),
    tableOfContents: z
      .strictObject({ minHeadingLevel: headingLevel.optional(), maxHeadingLevel: headingLevel.optional() })
      .superRefine((toc, ctx) => {
        const min = toc.minHeadingLevel ?? 2;
        if (min > (toc.maxHeadingLevel ?? 3)) {
          const unset = toc.maxHeadingLevel === undefined ? ', as it defaults to 3: set it' : '';
          ctx.addIssue({
            code: 'custom',
            path: ['maxHeadingLevel'],
            input: toc.maxHeadingLevel,
            message: `a level of at least minHeadingLevel (${min})${unset}`,
          });
        }
      })
      .optional(),
    docs: z
      .strictObject({
        currentVersionLabel: z.string().optional(),
        versions: z
          .record(
            z.string(),
            z.strictObject({
              label: z.string().optional(),
              path: versionPath.optional(),
              banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
            }),
          )
          .optional(),
        onlyIncludeVersions: z.array(z.string()).min(1).optional(),
      })
      .optional(),
    i18n: z
      .strictObject({
        defaultLocale: z.string(),
        locales: z.array(z.string()).min(1),
        localeConfigs: z
          .record(
            z.string(),
            z.strictObject({
              label: z.string().optional(),
              direction: z.enum(['ltr', 'rtl']).optional(),
              htmlLang: z.string().min(1).optional(),
              path: versionPath.optional(),
            }),
          )
          .optional(),
      })
      .optional(),
    api: z
      .strictObject({
        entryPoints: z.array(z.string()).min(1),
        tsconfig: z.string().optional(),
        exclude: z.array(z.string()).optional(),
        routeBasePath: z.string().optional(),
        sidebarId: z.string().optional(),
        readme: z.string().optional(),
        externalLinks: z.record(z.string(), z.string()).optional(),
        packageName: z.string().min(1).optional(),
        packageVersion: z.string().min(1).optional(),
        packageDocsUrl: z
          .url({ protocol: /^https?$/, error: "the package's documentation site, an http(s) URL such as 'https://viem.sh'" })
          .optional(),
        strictPackageLinks: z.boolean().optional(),
      })
      .optional(),
    markdown: z
      .strictObject({
        codeThemes: z.strictObject({ light: z.string(), dark: z.string() }).optional(),
        codeLanguageAliases: z.record(z.string().min(1), z.string().min(1)).optional(),
        magicComments: z
          .array(
            z.strictObject({
              className: z.string().min(1),
              line: z.string().min(1).optional(),
              block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
            }),
          )
          .optional(),
        linkCodeToApi: z.boolean().optional(),
        largeFileSize: z.number().int().positive().optional(),
        maxFileSize: z.number().int().positive().optional(),
        rawHtml: z.enum(['no-scripts', 'allow', 'escape']).optional(),
        math: z.boolean().optional(),
        format: z.enum(['mdx', 'md', 'detect']).optional(),
        checkExamples: z.union([z.boolean(), z.strictObject({ prelude: z.string().min(1).optional() })]).optional(),
        remarkPlugins: z.array(pluggable).optional(),
        rehypePlugins: z.array(pluggable).optional(),
      })
      .optional(),
    search: z.union([z.literal(false), z.strictObject({ placeholder: z.string().optional() })]).optional(),
    theme: z.string().min(1).optional(),
    plugins: z.array(pluginEntry).optional(),
    redirects: z.array(z.strictObject({ from: z.union([sitePath, z.array(sitePath).min(1)]), to: z.string().min(1) })).optional(),
    components: z.record(z.string().min(1), z.string().min(1)).optional(),
    vitepress: z
      .strictObject({
        srcDir: z.string().min(1).optional(),
        rewrites: z.record(z.string().min(1), z.string()).optional(),
        srcExclude: z.array(z.string().min(1)).optional(),
      })
      .optional(),
  })
  .superRefine(checkApiSidebar)
  // run whatever else is wrong, so one build lists every problem
  .superRefine(checkUrls, { when: () => true });

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PluggableList } from 'unified';
import { z } from 'zod';
import type { CustomStylesheet } from '../bundle/bundleStyles.js';
import type { HeadTag, ResolvedConfig } from '../config/types.js';
import { headTag, pluggable } from '../config/userConfigSchema.js';
import { describeIssue } from '../config/validateConfig.js';
import { SitegenError } from '../errors/SitegenError.js';
import { ISLANDS } from '../view/constants.js';
import { runHook } from './runHook.js';
import type { PluginConfig, PluginContext, SitegenPlugin, SitegenPluginFactory } from './types.js';
import { nameMarkdownPlugins } from './nameMarkdownPlugins.js';

/** The site's plugins called, checked, and what they add merged with the site's own settings, in order. */
export interface ResolvedPlugins {
  /** in the order listed */
  plugins: SitegenPlugin[];
  /** the plugins' then the site's own; each named in the errors it throws */
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  /** the plugins' then the site's own: the site's come last in <head>, so they win */
  headTags: HeadTag[];
  /** the plugins' then the site's own: the site's rules win over the plugins' */
  customCss: CustomStylesheet[];
  /** island name → absolute path of its browser module */
  islands: Record<string, string>;
  /** the local files plugins named (stylesheets, islands): `sitegen dev` watches them */
  files: string[];
}

const pluginSchema = z.strictObject({
  name: z.string().min(1),
  markdown: z.strictObject({ remarkPlugins: z.array(pluggable).optional(), rehypePlugins: z.array(pluggable).optional() }).optional(),
  headTags: z.array(headTag).optional(),
  customCss: z.array(z.string().min(1)).optional(),
  islands: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and -'), z.string().min(1)).optional(),
  pages: z.custom<NonNullable<SitegenPlugin['pages']>>((value) => typeof value === 'function', 'a function').optional(),
  postBuild: z.custom<NonNullable<SitegenPlugin['postBuild']>>((value) => typeof value === 'function', 'a function').optional(),
});

const THEME_ISLANDS = new Set<string>(Object.values(ISLANDS));

/**
 * Calls each plugin factory of the config with its options, in order, and merges what they
 * add with the site's own `markdown`, `headTags` and `customCss`. A site without plugins
 * gets its own settings back and pays for nothing else.
 */
export async function resolvePlugins(config: ResolvedConfig): Promise<ResolvedPlugins> {
  const context: PluginContext = { config, siteDir: config.siteDir, outDir: config.outDir };
  const plugins: SitegenPlugin[] = [];
  for (const [index, entry] of config.plugins.entries()) plugins.push(await startPlugin(entry, index, context));
  const fromSite = (file: string): string => path.resolve(config.siteDir, file);
  const islands: Record<string, string> = {};
  for (const plugin of plugins) {
    for (const [name, file] of Object.entries(plugin.islands ?? {})) {
      const clash = THEME_ISLANDS.has(name) ? 'the theme' : islands[name] !== undefined ? 'another plugin' : undefined;
      if (clash !== undefined) throw invalidPlugin(plugin.name, config, [`islands.${name}: a name ${clash} uses already; choose another`]);
      const absolute = fromSite(file);
      if (!existsSync(absolute))
        throw invalidPlugin(plugin.name, config, [
          `islands.${name}: ${absolute} does not exist (paths are absolute, or relative to the site folder)`,
        ]);
      islands[name] = absolute;
    }
  }
  const customCss: CustomStylesheet[] = [
    ...plugins.flatMap((plugin) =>
      (plugin.customCss ?? []).map((file) => ({ file: fromSite(file), listedBy: `the plugin '${plugin.name}'` })),
    ),
    ...config.customCss.map((file) => ({ file, listedBy: 'customCss' })),
  ];
  return {
    plugins,
    remarkPlugins: [
      ...plugins.flatMap((plugin) => nameMarkdownPlugins(plugin.markdown?.remarkPlugins ?? [], `the plugin '${plugin.name}'`, 'remark')),
      ...nameMarkdownPlugins(config.markdown.remarkPlugins, 'markdown.remarkPlugins', 'remark'),
    ],
    rehypePlugins: [
      ...plugins.flatMap((plugin) => nameMarkdownPlugins(plugin.markdown?.rehypePlugins ?? [], `the plugin '${plugin.name}'`, 'rehype')),
      ...nameMarkdownPlugins(config.markdown.rehypePlugins, 'markdown.rehypePlugins', 'rehype'),
    ],
    headTags: [...plugins.flatMap((plugin) => plugin.headTags ?? []), ...config.headTags],
    customCss,
    islands,
    files: [...customCss.map((sheet) => sheet.file), ...Object.values(islands)],
  };
}

async function startPlugin(entry: PluginConfig, index: number, context: PluginContext): Promise<SitegenPlugin> {
  const [factory, options] = typeof entry === 'function' ? [entry, undefined] : entry;
  const label = factory.name === '' ? `plugins[${index}]` : factory.name;
  const plugin = await runHook(label, 'its factory', context.config.configFile, () =>
    (factory as SitegenPluginFactory<unknown>)(context, options),
  );
  const result = pluginSchema.safeParse(plugin, { reportInput: true });
  if (!result.success) throw invalidPlugin(label, context.config, result.error.issues.flatMap(describeIssue));
  return result.data;
}

function invalidPlugin(name: string, config: ResolvedConfig, details: string[]): SitegenError {
  return new SitegenError({
    code: 'plugin/invalid',
    message: `the plugin '${name}' returned an invalid plugin object`,
    hint: 'A plugin factory returns { name, markdown?, headTags?, customCss?, islands?, pages?, postBuild? }: fix the plugin, or remove it from `plugins`.',
    details,
    location: { file: config.configFile },
  });
}

import type { MarkdownExtensions } from './types.js';

/**
 * The site's Markdown plugins as a worker thread gets them: it loads the config and starts
 * its plugins itself, as the main thread did (a plugin factory runs once per thread).
 * Loaded on demand: a site without Markdown plugins never loads the config in a worker.
 */
export async function loadMarkdownExtensions(config: { file: string; outDir: string }): Promise<MarkdownExtensions> {
  const [{ loadConfigModule }, { resolveConfig }, { resolvePlugins }] = await Promise.all([
    import('../config/loadConfig.js'),
    import('../config/resolveConfig.js'),
    import('../plugins/resolvePlugins.js'),
  ]);
  const loaded = await loadConfigModule(config.file);
  const resolved = { ...resolveConfig(loaded.config, config.file, loaded.code), outDir: config.outDir };
  const { remarkPlugins, rehypePlugins } = await resolvePlugins(resolved);
  return { remarkPlugins, rehypePlugins, configFile: config.file };
}

import type { MarkdownExtensions } from './types.js';

/**
 * The site's Markdown plugins as a worker thread gets them: it loads the config and starts
 * its plugins itself, as the main thread did (a plugin factory runs once per thread).
 * Loaded on demand: a site without Markdown plugins never loads the config in a worker.
 */
export async function loadMarkdownExtensions(config: { file: string; outDir: string }): Promise<MarkdownExtensions> {
  const [{ loadResolvedConfig }, { resolvePlugins }] = await Promise.all([
    import('../config/loadResolvedConfig.js'),
    import('../plugins/resolvePlugins.js'),
  ]);
  const { remarkPlugins, rehypePlugins } = await resolvePlugins(await loadResolvedConfig(config.file, config.outDir));
  return { remarkPlugins, rehypePlugins, configFile: config.file };
}

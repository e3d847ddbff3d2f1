import type { ResolvedConfig } from '../config/types.js';
import type { StageExtensions } from '../markdown/markdownStage.js';
import type { ResolvedPlugins } from '../plugins/resolvePlugins.js';

/** The Markdown stage's view of the site's Markdown plugins: none at all when it has none, so its caches stay as they were. */
export function markdownExtensionsOf(config: ResolvedConfig, plugins: ResolvedPlugins): StageExtensions | undefined {
  const { remarkPlugins, rehypePlugins } = plugins;
  if (remarkPlugins.length === 0 && rehypePlugins.length === 0) return undefined;
  return {
    plugins: { remarkPlugins, rehypePlugins, configFile: config.configFile },
    configFile: config.configFile,
    outDir: config.outDir,
    key: config.code.hash,
  };
}

import { loadConfig } from '../packages/sitegen/src/config/loadConfig.js';
import { resolveConfig } from '../packages/sitegen/src/config/resolveConfig.js';
import type { ResolvedConfig } from '../packages/sitegen/src/config/types.js';
import type { HighlightCode, RenderMarkdown } from '../packages/sitegen/src/api/types.js';
import { createMarkdownTransformer } from '../packages/sitegen/src/markdown/createMarkdownTransformer.js';
import { createHighlighter } from '../packages/sitegen/src/markdown/highlight.js';

export async function loadSiteConfig(configFile: string): Promise<ResolvedConfig> {
  return resolveConfig(await loadConfig(configFile), configFile);
}

export { gswapConfigFile } from './helpers/fixtures.js';

/** The Markdown stage's real transformer and highlighter, as the build hands them to the API stage. */
export async function markdownRenderers(config: ResolvedConfig): Promise<{ renderMarkdown: RenderMarkdown; highlight: HighlightCode }> {
  const highlighter = await createHighlighter(config.markdown.codeThemes);
  const transform = await createMarkdownTransformer(
    {
      basePath: config.baseUrl,
      resolveFileLink: () => undefined,
      resolveApiLink: () => undefined,
      toc: config.tableOfContents,
      codeThemes: config.markdown.codeThemes,
    },
    { highlighter },
  );
  return {
    renderMarkdown: (source, file) => transform({ source, file, lineOffset: 0 }),
    highlight: (code, lang) => highlighter.highlightCode(code, lang),
  };
}

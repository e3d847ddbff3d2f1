import { loadApiSource } from '../packages/sitegen/src/api/loadApiSource.js';
import { planApiReference } from '../packages/sitegen/src/api/planApiReference.js';
import { renderApiReference } from '../packages/sitegen/src/api/renderApiReference.js';
import type { ApiReference } from '../packages/sitegen/src/api/types.js';
import { loadConfig } from '../packages/sitegen/src/config/loadConfig.js';
import { resolveConfig } from '../packages/sitegen/src/config/resolveConfig.js';
import type { ResolvedConfig } from '../packages/sitegen/src/config/types.js';
import type { Logger } from '../packages/sitegen/src/logger/Logger.js';
import { createMarkdownTransformer } from '../packages/sitegen/src/markdown/createMarkdownTransformer.js';
import { createHighlighter } from '../packages/sitegen/src/markdown/highlight.js';
import type { HighlightCode, RenderMarkdown } from '../packages/sitegen/src/markdown/types.js';
import { createRouter, routerConfigOf } from '../packages/sitegen/src/router/createRouter.js';

export async function loadSiteConfig(configFile: string): Promise<ResolvedConfig> {
  return resolveConfig(await loadConfig(configFile), configFile);
}

export { gswapConfigFile } from './helpers/fixtures.js';

/** The Markdown stage's real transformer and highlighter, as the build hands them to the API stage. */
export async function markdownRenderers(config: ResolvedConfig): Promise<{ renderMarkdown: RenderMarkdown; highlight: HighlightCode }> {
  const router = createRouter(routerConfigOf(config));
  const highlighter = await createHighlighter(config.markdown.codeThemes);
  const transform = await createMarkdownTransformer(
    {
      resolveSitePath: router.linkHref,
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

/** The API stages of a build, one after the other: the model, its plan, its pages. */
export async function loadApiReference(
  config: ResolvedConfig,
  logger: Logger,
  renderers: { renderMarkdown: RenderMarkdown; highlight: HighlightCode },
): Promise<ApiReference> {
  const source = await loadApiSource(config, logger);
  if (source === undefined) throw new Error(`${config.configFile} has no api section`);
  const router = createRouter(routerConfigOf(config));
  return renderApiReference({ plan: planApiReference(source, router), router, config, ...renderers });
}

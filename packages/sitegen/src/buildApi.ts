import { loadApiReference } from './api/loadApiReference.js';
import type { ApiReference } from './api/types.js';
import type { SiteMarkdown } from './buildMarkdown.js';
import type { ResolvedConfig } from './config/types.js';
import type { Logger } from './logger/Logger.js';

export interface BuildApiParams {
  config: ResolvedConfig;
  logger: Logger;
  markdown: SiteMarkdown;
}

/**
 * The API reference, its comments and code rendered like the guides'. Highlighting is
 * asynchronous: the API stage collects every signature while its pages render, highlights
 * each distinct one once and links the type names inside before splicing it in.
 */
export async function buildApi(params: BuildApiParams): Promise<ApiReference | undefined> {
  return loadApiReference({
    config: params.config,
    logger: params.logger,
    renderMarkdown: params.markdown.renderMarkdown,
    highlight: (code, lang) => params.markdown.highlighter.highlightCode(code, lang),
  });
}

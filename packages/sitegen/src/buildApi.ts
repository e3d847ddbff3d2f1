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

const placeholder = /<sg-highlight data-index="(\d+)"><\/sg-highlight>/g;

/**
 * The API reference, its code highlighted like the guides'. API pages render synchronously
 * while Shiki loads grammars asynchronously, so each code block is first a placeholder;
 * once the pages are rendered, every distinct block is highlighted and spliced in.
 */
export async function buildApi(params: BuildApiParams): Promise<ApiReference | undefined> {
  const requests: { code: string; lang: string }[] = [];
  const indexOf = new Map<string, number>();
  const api = await loadApiReference({
    config: params.config,
    logger: params.logger,
    renderMarkdown: params.markdown.renderMarkdown,
    highlight(code, lang) {
      const key = `${lang}\0${code}`;
      let index = indexOf.get(key);
      if (index === undefined) {
        index = requests.push({ code, lang }) - 1;
        indexOf.set(key, index);
      }
      return `<sg-highlight data-index="${index}"></sg-highlight>`;
    },
  });
  if (api === undefined) return undefined;
  const highlighted = await Promise.all(requests.map(({ code, lang }) => params.markdown.highlighter.highlightCode(code, lang)));
  const pages = api.pages.map((page) => ({ ...page, html: page.html.replace(placeholder, (_, index: string) => highlighted[Number(index)] ?? '') }));
  return { ...api, pages };
}

import type { LinkRef } from '../markdown/types.js';
import type { ApiCodeBlockView, ApiCodeLinkPartView, ApiCodeTokenView } from '../view/index.js';
import type { CodeSymbols } from './types.js';

type Part = ApiCodeTokenView['parts'][number];

/** A reference TypeDoc linked, marked as a code link; titled with the export's signature when it is that export. */
function marked(part: ApiCodeLinkPartView, symbols: CodeSymbols): ApiCodeLinkPartView {
  const target = symbols.exportOf(part.text.trim());
  const title = target?.href === part.href ? target.signature : undefined;
  return { ...part, codeLink: title === undefined ? {} : { title } };
}

/**
 * A printed signature's code links: the type references TypeDoc resolved to a documented
 * declaration (its checker's resolution, already links) are marked as code links, as a
 * guide's are. A name in plain text is a keyword, a local, a parameter or a member of another
 * type, or a reference TypeDoc could not resolve: matching it by spelling linked zod's
 * `string` keyword to `z.string`, so it stays text. Returns the block and the links it added
 * (none: the marked ones are counted where they were made).
 */
export function linkCodeBlockView(block: ApiCodeBlockView, symbols: CodeSymbols): { block: ApiCodeBlockView; links: LinkRef[] } {
  let changed = false;
  const link = (part: Part): Part => {
    if (typeof part === 'string' || part.isExternal || part.codeLink !== undefined) return part;
    changed = true;
    return marked(part, symbols);
  };
  const lines = block.lines.map((line) => line.map((token) => (token.local === true ? token : { ...token, parts: token.parts.map(link) })));
  return { block: changed ? { ...block, lines } : block, links: [] };
}

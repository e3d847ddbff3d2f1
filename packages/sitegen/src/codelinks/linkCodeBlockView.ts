import type { LinkRef } from '../markdown/types.js';
import type { ApiCodeBlockView, ApiCodeLinkPartView, ApiCodeTokenView } from '../view/index.js';
import { findCodeLinks } from './findCodeLinks.js';
import type { CodeLinkRange, CodeSymbols } from './types.js';

type Part = ApiCodeTokenView['parts'][number];

/** A part of a token's text and where it starts in the block's code. */
interface PlacedPart {
  part: Part;
  text: string;
  start: number;
}

/** The block's code as one text (lines joined by line breaks), each token's parts placed in it. */
function place(block: ApiCodeBlockView): { code: string; lines: { token: ApiCodeTokenView; parts: PlacedPart[] }[][] } {
  let code = '';
  const lines = block.lines.map((line, index) => {
    if (index > 0) code += '\n';
    return line.map((token) => ({
      token,
      parts: token.parts.map((part) => {
        const text = typeof part === 'string' ? part : part.text;
        const placed = { part, text, start: code.length };
        code += text;
        return placed;
      }),
    }));
  });
  return { code, lines };
}

function codeLinkOf(range: CodeLinkRange): NonNullable<ApiCodeLinkPartView['codeLink']> {
  return range.target.signature === undefined ? {} : { title: range.target.signature };
}

/** A text part with the names in `ranges` cut out as code links. */
function cutOut({ text, start }: PlacedPart, ranges: CodeLinkRange[]): Part[] {
  const parts: Part[] = [];
  let done = 0;
  for (const range of ranges.sort((a, b) => a.start - b.start)) {
    const from = range.start - start;
    const to = range.end - start;
    if (from > done) parts.push(text.slice(done, from));
    parts.push({ text: text.slice(from, to), href: range.target.href, isExternal: false, codeLink: codeLinkOf(range) });
    done = to;
  }
  if (done < text.length) parts.push(text.slice(done));
  return parts;
}

/**
 * The identifiers of a printed signature that name documented API symbols become code
 * links, as `linkCodeInHtml` links those of a highlighted block: a type reference already
 * linked is marked as a code link (and not counted again), a name in plain text is cut out
 * as a link of its own. Returns the linked block and the links it added.
 */
export function linkCodeBlockView(block: ApiCodeBlockView, symbols: CodeSymbols): { block: ApiCodeBlockView; links: LinkRef[] } {
  const { code, lines } = place(block);
  // a parameter, a property or a type parameter named like an export is not that export
  const placedParts = lines.flat().flatMap((token) => (token.token.local === true ? [] : token.parts));
  const marked = new Map<PlacedPart, CodeLinkRange>();
  const cut = new Map<PlacedPart, CodeLinkRange[]>();
  const links: LinkRef[] = [];
  for (const range of findCodeLinks(code, symbols)) {
    const placed = placedParts.find((part) => part.start <= range.start && range.end <= part.start + part.text.length);
    if (placed === undefined) continue;
    if (typeof placed.part !== 'string') {
      if (placed.text.trim() === code.slice(range.start, range.end) && !marked.has(placed)) marked.set(placed, range);
      continue;
    }
    cut.set(placed, [...(cut.get(placed) ?? []), range]);
    links.push({ raw: range.target.symbol, href: range.target.href, isInternal: true });
  }
  if (marked.size === 0 && cut.size === 0) return { block, links };
  const linked = (placed: PlacedPart): Part[] => {
    const ranges = cut.get(placed);
    if (ranges !== undefined) return cutOut(placed, ranges);
    const range = marked.get(placed);
    const { part } = placed;
    if (range === undefined || typeof part === 'string' || part.codeLink !== undefined) return [part];
    return [{ ...part, codeLink: codeLinkOf(range) }];
  };
  return {
    block: { ...block, lines: lines.map((line) => line.map(({ token, parts }) => ({ ...token, parts: parts.flatMap(linked) }))) },
    links,
  };
}

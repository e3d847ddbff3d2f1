import type { LinkRef } from '../markdown/types.js';
import type { ApiCodeSpanView } from '../view/index.js';
import { CODE_KEYWORDS } from './codeKeywords.js';
import { codeLinkHtml } from './codeHtmlParts.js';
import { findCodeLinks } from './findCodeLinks.js';
import type { CodeSymbols, CodeTarget } from './types.js';

/**
 * Skipped whole: code blocks (linked token by token elsewhere), links (a code span inside one
 * already goes somewhere) and headings (a heading is its own link target). What is left of
 * the alternation is an inline code span without attributes.
 */
const SKIPPED_OR_INLINE = /<pre\b[\s\S]*?<\/pre>|<a\b[\s\S]*?<\/a>|<h([1-6])\b[\s\S]*?<\/h\1>|<code>([^<]+)<\/code>/g;
/** `GSwap`, `GSwap.events`, `gSwap.quoting.quoteExactInput()`, `FEE_TIER.PERCENT_00_05` */
const SYMBOL_PATH = /^([A-Za-z_$][\w$]*)((?:\.[A-Za-z_$][\w$]*)*)(?:\(\))?$/;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/**
 * What an inline code span names, when it names exactly one documented symbol: an export,
 * a member reached from an export (`GSwap.events`), or from a value named after an export's
 * instance (`gSwap.quoting`, the convention every guide follows). Bare member names
 * (`wait()`, `feeTier`) say nothing of their owner and stay plain, and so does a keyword or
 * primitive type (`string`, `readonly`), whatever export shares its spelling.
 */
export function inlineCodeTarget(text: string, symbols: CodeSymbols): CodeTarget | undefined {
  const path = SYMBOL_PATH.exec(text);
  if (!path) return undefined;
  const [chain, head = ''] = [text.replace(/\(\)$/, ''), path[1]];
  if (CODE_KEYWORDS.has(head)) return undefined;
  const instanceOf = head.charAt(0).toUpperCase() + head.slice(1);
  const prelude =
    symbols.exportOf(head) === undefined && instanceOf !== head && symbols.exportOf(instanceOf)
      ? `declare const ${head}: ${instanceOf};\n`
      : '';
  const code = `${prelude}${chain}`;
  return findCodeLinks(code, symbols).find((range) => range.end === code.length)?.target;
}

/**
 * Inline code in prose that names a documented symbol (`PendingTransaction`,
 * `GSwap.events`, `gSwap.quoting`) becomes a link to its API page, like the identifiers of
 * code blocks, so a guide's every mention of the SDK leads to the reference.
 */
export function linkInlineCode(html: string, symbols: CodeSymbols): { html: string; links: LinkRef[] } {
  const links: LinkRef[] = [];
  const linked = html.replace(SKIPPED_OR_INLINE, (match, _level: string | undefined, code: string | undefined) => {
    if (code === undefined) return match;
    const target = inlineCodeTarget(code.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity).trim(), symbols);
    if (target === undefined) return match;
    links.push({ raw: target.symbol, href: target.href, isInternal: true });
    return codeLinkHtml(target, match);
  });
  return { html: linked, links };
}

/** The same for inline code the theme renders from a view (`<code>` without attributes, outside any link). */
export function linkCodeSpanView<T extends ApiCodeSpanView>(span: T, symbols: CodeSymbols): { span: T; links: LinkRef[] } {
  const target = span.codeLink === undefined ? inlineCodeTarget(span.text.trim(), symbols) : undefined;
  if (target === undefined) return { span, links: [] };
  const codeLink = { href: target.href, ...(target.signature === undefined ? {} : { title: target.signature }) };
  return { span: { ...span, codeLink }, links: [{ raw: target.symbol, href: target.href, isInternal: true }] };
}

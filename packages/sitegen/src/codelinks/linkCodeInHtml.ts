import { MARKDOWN_CLASSES } from '../view/constants.js';
import type { LinkRef } from '../markdown/types.js';
import { codeLinkHtml, escapeAttribute, rawOffset, scriptBlocks, splitParts, type TextPart } from './codeHtmlParts.js';
import type { BlockLinker, CodeLinkRange, CodeSymbols } from './types.js';

/**
 * An `<a>` already in the code (as a theme renders an API signature's type references, which
 * TypeDoc resolved): marked as a code link too, titled with the export's signature when it
 * is that export. A link out of the site (a type of another package) stays as it is.
 */
function decorateAnchor(tag: string, text: string, symbols: CodeSymbols): string {
  if (tag.includes(MARKDOWN_CLASSES.codeLink) || /\starget="_blank"/.test(tag)) return tag;
  const target = symbols.exportOf(text.trim());
  const href = /\shref="([^"]*)"/.exec(tag)?.[1];
  const signature = target !== undefined && href === escapeAttribute(target.href) ? target.signature : undefined;
  const title = signature === undefined || /\stitle=/.test(tag) ? '' : ` title="${escapeAttribute(signature)}"`;
  const withClass = /\sclass="/.test(tag)
    ? tag.replace(/\sclass="/, ` class="${MARKDOWN_CLASSES.codeLink} `)
    : tag.replace(/^<a\b/, `<a class="${MARKDOWN_CLASSES.codeLink}"`);
  return withClass.replace(/>$/, `${title}>`);
}

/** Links the identifiers of one `<pre>…` fragment; returns the new fragment and the links it added. */
function linkFragment(fragment: string, symbols: CodeSymbols, linker: BlockLinker): { html: string; links: LinkRef[] } {
  const { parts, texts, code } = splitParts(fragment);
  const links: LinkRef[] = [];
  for (const part of texts)
    if (part.anchor !== undefined) parts[part.anchor] = decorateAnchor(parts[part.anchor] ?? '', part.text, symbols);
  const byPart = new Map<TextPart, CodeLinkRange[]>();
  for (const range of linker(code)) {
    const part = texts.find((text) => text.start <= range.start && range.end <= text.start + text.text.length);
    if (part === undefined || part.anchor !== undefined) continue;
    byPart.set(part, [...(byPart.get(part) ?? []), range]);
    links.push({ raw: range.target.symbol, href: range.target.href, isInternal: true });
  }
  for (const [part, ranges] of byPart) {
    let raw = parts[part.index] ?? '';
    for (const range of ranges.sort((a, b) => b.start - a.start)) {
      const from = rawOffset(part, range.start);
      const to = rawOffset(part, range.end - 1) + 1;
      raw = raw.slice(0, from) + codeLinkHtml(range.target, raw.slice(from, to)) + raw.slice(to);
    }
    parts[part.index] = raw;
  }
  return { html: parts.join(''), links };
}

/**
 * In every highlighted TypeScript/JavaScript block of a page's HTML, the identifiers that
 * `linker` resolves to documented API symbols become links (class `sg-code-link`, the signature as title).
 * Works on the Markdown stage's HTML (guides, API doc comments), so the highlighted blocks
 * it caches stay free of links; API signatures, printed as views, are linked the same way by
 * `linkCodeBlockView`.
 */
export function linkCodeInHtml(html: string, symbols: CodeSymbols, linker: BlockLinker): { html: string; links: LinkRef[] } {
  const links: LinkRef[] = [];
  const linked = scriptBlocks(html, (fragment) => {
    const result = linkFragment(fragment, symbols, linker);
    links.push(...result.links);
    return result.html;
  });
  return { html: linked, links };
}

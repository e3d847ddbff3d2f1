import { MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '../view/constants.js';
import type { LinkRef } from '../markdown/types.js';
import { findCodeLinks } from './findCodeLinks.js';
import type { CodeLinkRange, CodeSymbols, CodeTarget } from './types.js';

const SCRIPT_LANGUAGES = new Set(['ts', 'typescript', 'tsx', 'mts', 'cts', 'js', 'javascript', 'jsx', 'mjs', 'cjs']);
/** the opening tag of a highlighted block (markdown/highlight.ts) */
const BLOCK_OPEN = new RegExp(`<div\\b[^>]*\\s${MARKDOWN_DATA_ATTRIBUTES.codeLanguage}="([^"]*)"[^>]*>`, 'g');
const TAG_OR_TEXT = /<[^>]*>|[^<]+/g;
const ENTITY_OR_TEXT = /&(?:#x[\da-f]+|#\d+|[a-z]+);|[^&]+|&/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A run of text between tags, split where entities are (so code offsets map back to HTML offsets). */
interface TextPart {
  /** index in the fragment's parts */
  index: number;
  start: number;
  text: string;
  pieces: { raw: string; text: string }[];
  /** index of the `<a>` it sits in, if any */
  anchor?: number;
}

function decodeEntity(raw: string): string {
  if (!raw.startsWith('&') || raw.length === 1) return raw;
  const body = raw.slice(1, -1);
  if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
  if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
  return NAMED_ENTITIES[body.toLowerCase()] ?? raw;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The HTML offset of code offset `at` in a text part (identifiers never split an entity). */
function rawOffset(part: TextPart, at: number): number {
  let text = part.start;
  let raw = 0;
  for (const piece of part.pieces) {
    if (at < text + piece.text.length) return raw + (piece.raw === piece.text ? at - text : 0);
    text += piece.text.length;
    raw += piece.raw.length;
  }
  return raw;
}

function anchorHtml(target: CodeTarget, text: string): string {
  const title = target.signature === undefined ? '' : ` title="${escapeAttribute(target.signature)}"`;
  return `<a class="${MARKDOWN_CLASSES.codeLink}" href="${escapeAttribute(target.href)}"${title}>${text}</a>`;
}

/** An `<a>` already in the code (as a theme renders an API signature's type references): marked as a code link too. */
function decorateAnchor(tag: string, target: CodeTarget): string {
  if (tag.includes(MARKDOWN_CLASSES.codeLink)) return tag;
  const title = target.signature === undefined || /\stitle=/.test(tag) ? '' : ` title="${escapeAttribute(target.signature)}"`;
  const withClass = /\sclass="/.test(tag)
    ? tag.replace(/\sclass="/, ` class="${MARKDOWN_CLASSES.codeLink} `)
    : tag.replace(/^<a\b/, `<a class="${MARKDOWN_CLASSES.codeLink}"`);
  return withClass.replace(/>$/, `${title}>`);
}

function splitParts(fragment: string): { parts: string[]; texts: TextPart[]; code: string } {
  const parts = fragment.match(TAG_OR_TEXT) ?? [];
  const texts: TextPart[] = [];
  let code = '';
  let anchor: number | undefined;
  parts.forEach((part, index) => {
    if (part.startsWith('<')) {
      if (/^<a\b/i.test(part)) anchor = index;
      else if (/^<\/a>/i.test(part)) anchor = undefined;
      return;
    }
    const pieces = (part.match(ENTITY_OR_TEXT) ?? []).map((raw) => ({ raw, text: decodeEntity(raw) }));
    const text = pieces.map((piece) => piece.text).join('');
    texts.push({ index, start: code.length, text, pieces, ...(anchor === undefined ? {} : { anchor }) });
    code += text;
  });
  return { parts, texts, code };
}

/** Links the identifiers of one `<pre>…` fragment; returns the new fragment and the links it added. */
function linkFragment(fragment: string, symbols: CodeSymbols): { html: string; links: LinkRef[] } {
  const { parts, texts, code } = splitParts(fragment);
  const links: LinkRef[] = [];
  const byPart = new Map<TextPart, CodeLinkRange[]>();
  for (const range of findCodeLinks(code, symbols)) {
    const part = texts.find((text) => text.start <= range.start && range.end <= text.start + text.text.length);
    if (part === undefined) continue;
    if (part.anchor !== undefined) {
      if (part.text.trim() === code.slice(range.start, range.end))
        parts[part.anchor] = decorateAnchor(parts[part.anchor] ?? '', range.target);
      continue;
    }
    byPart.set(part, [...(byPart.get(part) ?? []), range]);
    links.push({ raw: range.target.symbol, href: range.target.href, isInternal: true });
  }
  for (const [part, ranges] of byPart) {
    let raw = parts[part.index] ?? '';
    for (const range of ranges.sort((a, b) => b.start - a.start)) {
      const from = rawOffset(part, range.start);
      const to = rawOffset(part, range.end - 1) + 1;
      raw = raw.slice(0, from) + anchorHtml(range.target, raw.slice(from, to)) + raw.slice(to);
    }
    parts[part.index] = raw;
  }
  return { html: parts.join(''), links };
}

/**
 * In every highlighted TypeScript/JavaScript block of a page's HTML, the identifiers that
 * name documented API symbols become links (class `sg-code-link`, the signature as title).
 * Works on the Markdown stage's HTML (guides, API doc comments), so the highlighted blocks
 * it caches stay free of links; API signatures, printed as views, are linked the same way by
 * `linkCodeBlockView`.
 */
export function linkCodeInHtml(html: string, symbols: CodeSymbols): { html: string; links: LinkRef[] } {
  let out = '';
  let done = 0;
  const links: LinkRef[] = [];
  for (const block of html.matchAll(BLOCK_OPEN)) {
    if (block.index < done || !SCRIPT_LANGUAGES.has(block[1] ?? '')) continue;
    const preStart = html.indexOf('<pre', block.index + block[0].length);
    const preEnd = preStart === -1 ? -1 : html.indexOf('</pre>', preStart);
    if (preEnd === -1) continue;
    const linked = linkFragment(html.slice(preStart, preEnd), symbols);
    out += html.slice(done, preStart) + linked.html;
    links.push(...linked.links);
    done = preEnd;
  }
  return { html: out + html.slice(done), links };
}

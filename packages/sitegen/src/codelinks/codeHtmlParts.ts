import { MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '../view/constants.js';
import type { CodeTarget } from './types.js';

const SCRIPT_LANGUAGES = new Set(['ts', 'typescript', 'tsx', 'mts', 'cts', 'js', 'javascript', 'jsx', 'mjs', 'cjs']);
/** the opening tag of a highlighted block (markdown/highlight.ts) */
const BLOCK_OPEN = new RegExp(`<div\\b[^>]*\\s${MARKDOWN_DATA_ATTRIBUTES.codeLanguage}="([^"]*)"[^>]*>`, 'g');
/** a tag (its attributes may hold `>`: a code link's title `Promise<Quote>`), or the text up to the next */
const TAG_OR_TEXT = /<(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+/g;
const ENTITY_OR_TEXT = /&(?:#x[\da-f]+|#\d+|[a-z]+);|[^&]+|&/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A run of text between tags, split where entities are (so code offsets map back to HTML offsets). */
export interface TextPart {
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

/** The `<a>` of a code link around `text` (HTML), titled with the target's signature when it has one. */
export function codeLinkHtml(target: CodeTarget, text: string): string {
  const title = target.signature === undefined ? '' : ` title="${escapeAttribute(target.signature)}"`;
  return `<a class="${MARKDOWN_CLASSES.codeLink}" href="${escapeAttribute(target.href)}"${title}>${text}</a>`;
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The HTML offset of code offset `at` in a text part (identifiers never split an entity). */
export function rawOffset(part: TextPart, at: number): number {
  let text = part.start;
  let raw = 0;
  for (const piece of part.pieces) {
    if (at < text + piece.text.length) return raw + (piece.raw === piece.text ? at - text : 0);
    text += piece.text.length;
    raw += piece.raw.length;
  }
  return raw;
}

/** A `<pre>…` fragment as its tags and text runs, and its code as text (entities decoded). */
export function splitParts(fragment: string): { parts: string[]; texts: TextPart[]; code: string } {
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

/**
 * Each highlighted TypeScript/JavaScript block of a page's HTML, from its `<pre` up to its
 * `</pre>`, replaced by what `change` makes of it; the rest of the HTML is kept as it is.
 */
export function scriptBlocks(html: string, change: (fragment: string) => string): string {
  let out = '';
  let done = 0;
  for (const block of html.matchAll(BLOCK_OPEN)) {
    if (block.index < done || !SCRIPT_LANGUAGES.has(block[1] ?? '')) continue;
    const preStart = html.indexOf('<pre', block.index + block[0].length);
    const preEnd = preStart === -1 ? -1 : html.indexOf('</pre>', preStart);
    if (preEnd === -1) continue;
    out += html.slice(done, preStart) + change(html.slice(preStart, preEnd));
    done = preEnd;
  }
  return out + html.slice(done);
}

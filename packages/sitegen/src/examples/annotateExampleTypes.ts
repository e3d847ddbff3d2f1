import { escapeAttribute, rawOffset, scriptBlocks, splitParts, type TextPart } from '../codelinks/codeHtmlParts.js';
import { EXAMPLE_TYPE_CLASSES } from '../view/constants.js';
import type { ExampleTypeInfo, TypeHover, TypeQuery } from './exampleTypeInfo.js';

/**
 * The checked blocks of a page's HTML with their types: each name TypeScript knows, at its
 * first appearance in the block, becomes focusable and carries its quick info as its
 * accessible description (`aria-description`), which the theme's CSS shows as a popover on
 * hover and focus (no JavaScript; the text is an attribute, not in the code's text, so
 * copying and search do not see it); a name already linked to the API reference carries it
 * on its link. A `// ^?` line is
 * replaced by the answer to its query. A block is found by its shown code, so this works on
 * the HTML of any highlighter that keeps the code's text; one whose text no longer matches
 * (a notation comment taken out) is left as it is.
 */
export function annotateExampleTypes(html: string, blocks: ReadonlyMap<string, ExampleTypeInfo>): string {
  if (blocks.size === 0) return html;
  return scriptBlocks(html, (fragment) => {
    const { parts, texts, code } = splitParts(fragment);
    const info = blocks.get(code) ?? blocks.get(code.replace(/\n$/, ''));
    if (info === undefined) return fragment;
    annotateHovers(parts, texts, code, info.hovers);
    return answerQueries(parts.join(''), info.queries);
  });
}

function annotateHovers(parts: string[], texts: TextPart[], code: string, hovers: TypeHover[]): void {
  const byPart = new Map<TextPart, TypeHover[]>();
  const shown = new Set<string>();
  // both in source order: one walk through the text parts, not a search per name
  let at = 0;
  for (const hover of [...hovers].sort((a, b) => a.start - b.start)) {
    // a name's first appearance in the block with a given type: its repeats add bytes and tab stops, not news
    const key = `${code.slice(hover.start, hover.end)}\0${hover.text}`;
    if (shown.has(key)) continue;
    shown.add(key);
    while (at < texts.length - 1 && (texts[at]?.start ?? 0) + (texts[at]?.text.length ?? 0) <= hover.start) at++;
    const part = texts[at];
    if (part === undefined || part.start > hover.start || hover.end > part.start + part.text.length) continue;
    if (part.anchor !== undefined) {
      if (part.text.trim() === code.slice(hover.start, hover.end)) parts[part.anchor] = describeLink(parts[part.anchor] ?? '', hover.text);
      continue;
    }
    byPart.set(part, [...(byPart.get(part) ?? []), hover]);
  }
  for (const [part, inPart] of byPart) {
    let raw = parts[part.index] ?? '';
    for (const hover of inPart.sort((a, b) => b.start - a.start)) {
      const from = rawOffset(part, hover.start);
      const to = rawOffset(part, hover.end - 1) + 1;
      raw = `${raw.slice(0, from)}<span tabindex="0" aria-description="${escapeAttribute(hover.text)}">${raw.slice(from, to)}</span>${raw.slice(to)}`;
    }
    parts[part.index] = raw;
  }
}

/** A code link with the type instead of its title: one popover, not a tooltip besides it. */
function describeLink(tag: string, text: string): string {
  return tag.replace(/\stitle="[^"]*"/, '').replace(/>$/, ` aria-description="${escapeAttribute(text)}">`);
}

const LINE_OPEN = /<span class="line\b[^"]*"[^>]*>/g;
const SPAN_TAG = /<(\/?)span\b[^>]*>/g;

/**
 * Each query's line (Shiki's `span.line`) replaced by its answer under the caret: not a
 * `.line`, so line numbers and the copy button skip it.
 */
function answerQueries(fragment: string, queries: TypeQuery[]): string {
  if (queries.length === 0) return fragment;
  const lines = [...fragment.matchAll(LINE_OPEN)].map((match) => ({ start: match.index, end: lineEnd(fragment, match.index) }));
  let out = fragment;
  for (const query of [...queries].sort((a, b) => b.line - a.line)) {
    const line = lines[query.line];
    if (line === undefined || line.end === undefined || query.text === undefined) continue;
    const answer = `<span class="${EXAMPLE_TYPE_CLASSES.query}">${' '.repeat(query.column)}<span class="${EXAMPLE_TYPE_CLASSES.queryType}">${escapeText(query.text)}</span></span>`;
    out = out.slice(0, line.start) + answer + out.slice(line.end);
  }
  return out;
}

/** Where the span opened at `start` closes, counting the spans inside it. */
function lineEnd(html: string, start: number): number | undefined {
  SPAN_TAG.lastIndex = start;
  let depth = 0;
  for (let tag = SPAN_TAG.exec(html); tag !== null; tag = SPAN_TAG.exec(html)) {
    depth += tag[1] === '/' ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return undefined;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The pages with checked blocks, their HTML annotated; the others as they were. */
export function withExampleTypes<T extends { html: string }>(
  pages: Map<string, T>,
  typeInfo: ReadonlyMap<string, ReadonlyMap<string, ExampleTypeInfo>>,
): Map<string, T> {
  if (typeInfo.size === 0) return pages;
  return new Map(
    [...pages].map(([file, page]) => {
      const blocks = typeInfo.get(file);
      return [file, blocks === undefined ? page : { ...page, html: annotateExampleTypes(page.html, blocks) }];
    }),
  );
}

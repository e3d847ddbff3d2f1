import path from 'node:path';
import type { Code, Html, Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import type { Position } from 'unist';
import type { MarkdownFile } from '../fileData.js';
import { includedLinkProperties } from '../includedLinkPlace.js';
import { normalizeAdmonitionTitles } from '../normalizeAdmonitionTitles.js';
import { reportWarning } from '../reportWarning.js';
import { visitMdast } from '../visitTree.js';
import { type IncludeOptions, readIncludedFile } from './readIncludedFile.js';
import { INCLUDE_COMMENT, parseIncludeSpec, selectIncluded } from './selectIncluded.js';

/** parts that include parts: past this depth an include is a loop */
const MAX_DEPTH = 8;
const INCLUDE_LINE = /^[ \t]*<!--\s*@include:\s*(.*?)\s*-->[ \t]*$/gm;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** parents of blocks: an include within a paragraph is left alone (the page check reports it), as Markdown cannot go there */
const FLOW: ReadonlySet<string> = new Set(['root', 'blockquote', 'listItem', 'containerDirective', 'footnoteDefinition']);

/**
 * VitePress's `<!--@include: ./part.md#section{3,10}-->`: a comment on a line of its own is
 * replaced by the Markdown of the file (its lines, region or heading's section), parsed as
 * the page is, its relative links and images rebased to the page; in a code block, by the
 * file's lines as they are. Files are read through the site's file access.
 *
 * The included nodes have no place in the page's source (they are another file's): the
 * page check reports nothing at them, so a part is checked where it is built as a page.
 */
export function remarkIncludes(this: Processor, options: IncludeOptions = {}) {
  const parse = (text: string): Root => this.parse(normalizeAdmonitionTitles(text)) as Root;
  return async (tree: Root, file: MarkdownFile): Promise<undefined> => {
    if (!String(file.value).includes('@include:')) return;
    await expand(tree, file, { path: file.path, firstLine: 1 }, 0, { ...options, parse });
  };
}

interface Expand extends IncludeOptions {
  parse: (text: string) => Root;
}

/** the file a tree was parsed from, the line of it the tree starts at, and the page's line of the include that brought it */
interface Origin {
  path: string;
  firstLine: number;
  includedAt?: number | undefined;
}

async function expand(tree: Root, file: MarkdownFile, origin: Origin, depth: number, options: Expand): Promise<void> {
  const fromPath = origin.path;
  const comments: { node: Html; index: number; parent: { children: RootContent[] } }[] = [];
  const blocks: Code[] = [];
  visitMdast(tree, null, (node, index, parent) => {
    if (node.type === 'code' && node.value.includes('@include:')) blocks.push(node);
    if (node.type === 'html' && INCLUDE_COMMENT.test(node.value.trim()) && FLOW.has(parent.type)) {
      comments.push({ node, index, parent: parent as { children: RootContent[] } });
    }
  });
  for (const block of blocks) block.value = await expandInCode(block.value, file, fromPath, depth, options, block.position);
  for (const { node, index, parent } of comments.reverse()) {
    const written = INCLUDE_COMMENT.exec(node.value.trim())?.[1] ?? '';
    const text = await includedText(written, file, fromPath, depth, options, node.position);
    // reported already (a missing or refused file): the comment is not left to be reported again
    if (text === undefined) {
      parent.children.splice(index, 1);
      continue;
    }
    const body = text.text.replace(FRONT_MATTER, '');
    const partOrigin: Origin = {
      path: text.path,
      firstLine: text.firstLine + lineCount(text.text.slice(0, text.text.length - body.length)),
      includedAt: origin.includedAt ?? node.position?.start.line,
    };
    const part = options.parse(body);
    await expand(part, file, partOrigin, depth + 1, options);
    forget(part, partOrigin, path.dirname(file.path));
    parent.children.splice(index, 1, ...part.children);
  }
}

async function expandInCode(
  value: string,
  file: MarkdownFile,
  fromPath: string,
  depth: number,
  options: Expand,
  place: Position | undefined,
): Promise<string> {
  let result = '';
  let last = 0;
  for (const match of value.matchAll(INCLUDE_LINE)) {
    const text = await includedText(match[1] ?? '', file, fromPath, depth, options, place);
    result += value.slice(last, match.index) + (text === undefined ? match[0] : text.text.replace(/\r?\n$/, ''));
    last = match.index + match[0].length;
  }
  return result + value.slice(last);
}

async function includedText(
  written: string,
  file: MarkdownFile,
  fromPath: string,
  depth: number,
  options: Expand,
  place: Position | undefined,
): Promise<{ text: string; path: string; firstLine: number } | undefined> {
  const spec = parseIncludeSpec(written);
  if (spec === undefined) return undefined;
  if (depth >= MAX_DEPTH) {
    reportWarning(file, {
      code: 'markdown/snippet-not-found',
      message: `'${written}' is included ${MAX_DEPTH} parts deep: an include that includes itself; left out`,
      hint: 'Break the loop: a part must not include the page or part that includes it.',
      place,
    });
    return undefined;
  }
  const read = await readIncludedFile(spec.path, file, options, place, fromPath);
  if (read === undefined) return undefined;
  const text = selectIncluded(read.text, spec);
  if (text === undefined) {
    reportWarning(file, {
      code: 'markdown/snippet-not-found',
      message: `'${spec.path}' has no region or heading '${spec.region}': nothing is included`,
      hint: `Mark the lines with <!-- #region ${spec.region} --> and <!-- #endregion ${spec.region} -->, or name a heading's id.`,
      place,
    });
    return undefined;
  }
  return { text, path: read.path, firstLine: firstLineOf(text, read.text) };
}

/** The line of the part's file a selection (lines, a region, a heading's section) starts at. */
function firstLineOf(selected: string, whole: string): number {
  const at = whole.indexOf(selected);
  return at <= 0 ? 1 : 1 + lineCount(whole.slice(0, at));
}

function lineCount(text: string): number {
  return text.split('\n').length - 1;
}

/**
 * The included nodes lose their places (they are the part's, not the page's), and their
 * relative links and images are rebased from the part's folder to the page's. A link keeps
 * its place in the part's file, for the link check to report it there.
 */
function forget(part: Root, origin: Origin, pageDir: string): void {
  const partDir = path.dirname(origin.path);
  visitMdast(part, null, (node) => {
    const start = node.position?.start;
    if ((node.type === 'link' || node.type === 'linkReference') && start !== undefined) {
      const place = { file: origin.path, line: origin.firstLine + start.line - 1, column: start.column, includedAt: origin.includedAt };
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...includedLinkProperties(place) } };
    }
    delete node.position;
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && isRelative(node.url)) {
      const rebased = path.relative(pageDir, path.resolve(partDir, node.url));
      node.url = rebased.startsWith('.') ? rebased : `./${rebased}`;
    }
  });
}

function isRelative(url: string): boolean {
  return url !== '' && !url.startsWith('/') && !url.startsWith('#') && !url.startsWith('//') && !HAS_SCHEME.test(url);
}

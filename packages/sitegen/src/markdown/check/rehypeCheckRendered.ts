import type { Comment, Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { Heading, Text as MdastText, PhrasingContent } from 'mdast';
import { toString as toText } from 'hast-util-to-string';
import { htmlTagNames } from 'html-tag-names';
import type { Point, Position } from 'unist';
import type { MarkdownFile } from '../fileData.js';
import { reportWarning } from '../reportWarning.js';
import { lostProse } from './lostProse.js';
import { OPAQUE } from './shownTexts.js';
import { INCLUDE_COMMENT, UNRENDERED_SYNTAX, type UnrenderedSyntax } from './unrenderedSyntax.js';

/**
 * The page check, the last step of every Markdown and MDX page: what the pipeline did not
 * understand must not reach a reader in silence. It reports, each at file:line:col with what
 * to do, another tool's syntax left in the text (UNRENDERED_SYNTAX), an element no browser
 * knows (a component written in a Markdown file becomes `<tocinline>`), an include left as
 * a comment, and prose of the source that the page lost. Code, preformatted text and the
 * content of SVG and MathML are never looked at.
 */
export function rehypeCheckRendered() {
  return (tree: Root, file: MarkdownFile): undefined => {
    const source = String(file.value);
    const texts: string[] = [];
    const title = file.data.sgTitleHeading;
    if (title !== undefined) checkTitle(title, { file, source, texts, inHeading: title });
    checkChildren(tree.children, { file, source, texts, inHeading: undefined });
    // an MDX page's components render after this step: its prose is checked against what they show (mdxFileProcessor)
    if (file.data.sgMdx !== true) lostProse(file, source, texts);
  };
}

interface Walk {
  file: MarkdownFile;
  source: string;
  /** the rendered text of the page, outside code, for the prose check */
  texts: string[];
  /** the heading being walked: what is left in it flattens the title, the TOC and the sidebar too */
  inHeading: Element | Heading | undefined;
}

/** The page's leading h1, which the layout shows as its title: as parsed, its raw HTML still tags. */
function checkTitle(heading: Heading, walk: Walk): void {
  const visit = (nodes: readonly PhrasingContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'text') checkText(node, walk);
      else if (node.type === 'html') {
        const name = /^<([A-Za-z][\w.-]*)/.exec(node.value)?.[1]?.toLowerCase();
        if (name !== undefined) checkElementName(name, node.position, walk);
      } else if ('children' in node) visit(node.children);
    }
  };
  visit(heading.children);
}

const KNOWN_ELEMENTS: ReadonlySet<string> = new Set(htmlTagNames);
const HEADING = /^h[1-6]$/;
const MDX_JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

function checkChildren(children: readonly (RootContent | ElementContent)[], walk: Walk): void {
  for (const node of children) {
    if (node.type === 'text') checkText(node, walk);
    else if (node.type === 'comment') checkComment(node, walk);
    else if (node.type === 'element') checkElement(node, walk);
    // an MDX component's children are the page's too
    else if (MDX_JSX.has((node as { type: string }).type) && 'children' in node) {
      checkJsxName((node as { name?: string | null }).name, node.position, walk);
      checkChildren(node.children as ElementContent[], walk);
    }
  }
}

function checkElement(element: Element, walk: Walk): void {
  const name = element.tagName;
  checkElementName(name, element.position, walk);
  if (OPAQUE.has(name)) return;
  // Vue's v-pre: the author's way to show `{{ }}` as written (VitePress renders it so)
  if ('v-pre' in element.properties || 'vPre' in element.properties) {
    walk.texts.push(toText(element));
    return;
  }
  if (typeof element.properties.alt === 'string') walk.texts.push(element.properties.alt);
  checkChildren(element.children, HEADING.test(name) ? { ...walk, inHeading: element } : walk);
}

function checkElementName(name: string, place: Position | undefined, walk: Walk): void {
  // a custom element has a hyphen (`<my-widget>`): a web component the site may define
  if (!KNOWN_ELEMENTS.has(name) && !name.includes('-')) {
    reportWarning(walk.file, {
      code: 'markdown/unknown-element',
      message: `<${name}> is no HTML element: ${
        walk.inHeading === undefined
          ? 'a browser shows only its text'
          : 'the heading shows only its text, and so do its title and table of contents'
      }, and the component it was written for is not rendered`,
      hint: `A component (<${capitalised(name)} />) renders only in MDX: name the file .mdx (or set markdown.format to 'mdx'), or write it as HTML; to show the tag as text, put it in backticks.`,
      ...(place === undefined ? {} : { place }),
    });
  }
}

/**
 * In MDX a lowercase tag is an HTML element, as in Docusaurus: `--cpu=<name/>`, written for the
 * text "<name>", renders an empty element no browser knows, and the reader sees `--cpu=`.
 */
function checkJsxName(name: string | null | undefined, place: Position | undefined, walk: Walk): void {
  if (typeof name !== 'string' || !/^[a-z][a-z\d]*$/.test(name) || KNOWN_ELEMENTS.has(name)) return;
  reportWarning(walk.file, {
    code: 'markdown/unknown-element',
    message: `<${name}> is no HTML element: in MDX a lowercase tag is an element, so the page shows nothing of it`,
    hint: `To show "<${name}>" as text, escape it (\\<${name}\\>) or put it in backticks; a component's name starts with a capital letter (<${capitalised(name)} />).`,
    ...(place === undefined ? {} : { place }),
  });
}

function checkText(node: Text | MdastText, walk: Walk): void {
  walk.texts.push(node.value);
  for (const syntax of UNRENDERED_SYNTAX) {
    // the (global) pattern's own exec: matchAll copies the expression, for each pattern and each of a page's texts
    const { pattern } = syntax;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(node.value); match !== null; match = pattern.exec(node.value)) {
      if (match[0] === '') pattern.lastIndex += 1;
      if (!writtenInSource(match[0], node.position, walk.source)) continue;
      report(walk, syntax, match[0], pointIn(node, match.index));
    }
  }
}

function checkComment(node: Comment, walk: Walk): void {
  if (!INCLUDE_COMMENT.pattern.test(node.value)) return;
  report(walk, INCLUDE_COMMENT, `<!--${node.value}-->`, node.position?.start);
}

function report(walk: Walk, syntax: UnrenderedSyntax, found: string, place: Point | undefined): void {
  const shown = found.length > 60 ? `${found.slice(0, 57).trimEnd()}…` : found;
  reportWarning(walk.file, {
    code: 'markdown/unrendered-syntax',
    message: `${syntax.name} is shown as text${walk.inHeading === undefined ? '' : ' in a heading'}: ${shown.trim()}`,
    hint: syntax.hint,
    ...(place === undefined ? {} : { place }),
  });
}

/**
 * Whether the characters matched are written as such in the node's source: `\{x\}` or
 * `&#123;x}` are the author's way to show the braces, and nothing is left unrendered. Text
 * with no place in the source is a plugin's (an unknown directive restored as text is
 * reported by the admonitions step already).
 */
function writtenInSource(found: string, position: Position | undefined, source: string): boolean {
  const start = position?.start.offset;
  const end = position?.end.offset;
  if (start === undefined || end === undefined) return false;
  const written = source.slice(start, end);
  const text = found.trim();
  // `\<Object>` and `\{z}` are the author's escapes: an occurrence counts only without a backslash before it
  for (let at = written.indexOf(text); at !== -1; at = written.indexOf(text, at + 1)) if (written[at - 1] !== '\\') return true;
  return false;
}

/** The place of an offset of a text node's value, where the value spans lines as its source does. */
function pointIn(node: Text | MdastText, offset: number): Point | undefined {
  const start = node.position?.start;
  if (start === undefined) return undefined;
  const before = node.value.slice(0, offset);
  const lines = before.split('\n');
  const last = lines.at(-1) ?? '';
  return lines.length === 1
    ? { line: start.line, column: start.column + offset }
    : { line: start.line + lines.length - 1, column: last.length + 1 };
}

function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

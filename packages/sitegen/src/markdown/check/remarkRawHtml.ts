import type { Html, Root } from 'mdast';
import type { Point } from 'unist';
import type { RawHtmlPolicy } from '../../config/types.js';
import type { MarkdownFile } from '../fileData.js';
import { reportError, reportWarning } from '../reportWarning.js';
import { unsafeScheme } from '../../config/unsafeUrl.js';
import { visitMdast } from '../visitTree.js';

/**
 * Raw HTML in Markdown is content, not code (`markdown.rawHtml`). Under 'no-scripts', the
 * default, what runs in the reader's browser fails the build at its place: a page written by
 * anyone who can open a pull request must not ship a script (a VitePress `<script setup>`
 * copied into the page ran in every reader's browser). 'escape' shows raw HTML as text;
 * 'allow' keeps it all. Whatever the policy, HTML left open (which swallows the rest of the
 * page) or closed twice, and a self-closing tag HTML does not close (`<TOCInline />`), warn.
 */
export function remarkRawHtml(options: { policy: RawHtmlPolicy }) {
  return (tree: Root, file: MarkdownFile): undefined => {
    const nodes: Html[] = [];
    visitMdast(tree, 'html', (node, index, parent) => {
      if (options.policy !== 'escape') {
        nodes.push(node);
        return;
      }
      const text = { type: 'text' as const, value: node.value, ...(node.position ? { position: node.position } : {}) };
      // a block of HTML becomes a paragraph of its text; HTML within a paragraph, its text
      parent.children.splice(
        index,
        1,
        FLOW_PARENTS.has(parent.type)
          ? { type: 'paragraph', children: [text], ...(node.position ? { position: node.position } : {}) }
          : text,
      );
    });
    if (nodes.length === 0) return;
    const tags = nodes.flatMap(tagsOf);
    if (options.policy === 'no-scripts') for (const tag of tags) checkTag(tag, file);
    // allowed to run, a block written for a compiler still does not do what it says
    else for (const node of nodes) checkCompilerBlocks(node, file);
    for (const tag of tags) checkJsxAttributes(tag, file);
    checkBalance(tags, file);
  };
}

const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition', 'containerDirective']);

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: string;
  place: Point | undefined;
}

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s(?:[^<>"'/]|\/(?!>)|"[^"]*"|'[^']*')*)?)(\/?)>/g;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/** The tags of one raw HTML node, comments left out, each with its place in the file. */
function tagsOf(node: Html): Tag[] {
  const value = node.value.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...value.matchAll(TAG)].map((match) => ({
    name: (match[2] ?? '').toLowerCase(),
    closing: match[1] === '/',
    selfClosing: match[4] === '/',
    attributes: match[3] ?? '',
    place: placeOf(node, match.index),
  }));
}

/** Elements whose content runs or loads a document of its own in the page. */
const RUNS_CODE = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link']);
const URL_ATTRIBUTE = /\s(href|src|action|formaction|xlink:href|data|poster|background)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const EVENT_HANDLER = /\s(on[a-z]+)\s*=/i;
const RAW_HTML_HINT =
  "Raw HTML in Markdown may not run code: remove it, or set markdown.rawHtml: 'allow' in the config if every author of the site is trusted (or 'escape' to show all raw HTML as text).";

function checkTag(tag: Tag, file: MarkdownFile): void {
  if (tag.closing) return;
  const refuse = (what: string): void =>
    reportError(file, {
      code: 'markdown/unsafe-html',
      message: `raw HTML ${what}`,
      hint: RAW_HTML_HINT,
      ...(tag.place ? { place: tag.place } : {}),
    });
  if (RUNS_CODE.has(tag.name)) refuse(`<${tag.name}> would run in the reader's browser`);
  const handler = EVENT_HANDLER.exec(tag.attributes)?.[1];
  if (handler !== undefined) refuse(`<${tag.name} ${handler.toLowerCase()}=…>: an event handler would run in the reader's browser`);
  for (const match of tag.attributes.matchAll(URL_ATTRIBUTE)) {
    const url = match[3] ?? match[4] ?? match[5] ?? '';
    const scheme = unsafeScheme(decodeEntities(url), tag.name === 'img' && match[1]?.toLowerCase() === 'src' ? 'image' : 'link');
    if (scheme !== undefined)
      refuse(`<${tag.name} ${match[1]?.toLowerCase()}="${scheme}:…">: a ${scheme}: URL would run or open a document of its own`);
  }
}

const BLOCK = /<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>/gi;
/** attributes no browser gives a script or a style: a single-file component's (Vue's setup, scoped, module, vapor; a compiled lang; Svelte's context) */
const COMPILER_ATTRIBUTE = /\s(setup|scoped|module|vapor|context|lang\s*=\s*["']?(?:ts|tsx|jsx|sass|scss|less|stylus|styl|postcss))\b/i;
/** a module's statements in a classic script: the browser stops at the first with a syntax error */
const MODULE_STATEMENT = /^\s*(?:import\s[\s\S]*?from\s*["']|import\s*["']|export\s)/m;

/**
 * Under 'allow', a `<script>` or `<style>` block of a single-file component (a VitePress page's
 * `<script setup>`, `<style module>`) is copied into the page as it is: the browser runs the
 * script as a classic one (its imports fail, nothing renders what it computes) and applies the
 * style to the whole page. Known by its attributes, or by a module's statements in a script
 * that is no module. A warning at its line; a VitePress site (the config's `vitepress`) takes
 * them out before this step (remarkVueBlocks).
 */
function checkCompilerBlocks(node: Html, file: MarkdownFile): void {
  for (const match of node.value.matchAll(BLOCK)) {
    const [, name = '', attributes = '', body = ''] = match;
    const kind = name.toLowerCase();
    const marker = COMPILER_ATTRIBUTE.exec(attributes)?.[1];
    const moduleInClassic = kind === 'script' && !/\stype\s*=\s*["']?module/i.test(attributes) && MODULE_STATEMENT.test(body);
    if (marker === undefined && !moduleInClassic) continue;
    const opening = `<${kind}${attributes.replace(/\s+/g, ' ').trimEnd()}>`;
    const place = placeOf(node, match.index);
    reportWarning(file, {
      code: 'markdown/vue-block',
      message:
        kind === 'script'
          ? `${opening} is a component's script, written for a compiler: the browser runs it as a plain script, ${moduleInClassic ? 'stops at its import' : 'and nothing renders what it computes'}`
          : `${opening} is a component's style, written for a compiler: the browser applies it as plain CSS${marker === undefined ? '' : ` (${marker.split(/\s*=/)[0]} is not applied)`}, to the whole page`,
      hint:
        kind === 'script'
          ? 'Remove it, or on a site moved from VitePress set `vitepress` in the config (sitegen migrate vitepress writes it) to leave Vue blocks out; a component of an .mdx page is written in React.'
          : 'Move the rules into a stylesheet listed in customCss, written as plain CSS.',
      ...(place === undefined ? {} : { place }),
    });
  }
}

/** `className=`, `style={{…}}`, `onClick={…}`: JSX written in a Markdown file, which HTML reads otherwise. */
const JSX_ATTRIBUTE = /\s(className|htmlFor|[A-Za-z][\w-]*=\{)/;

function checkJsxAttributes(tag: Tag, file: MarkdownFile): void {
  if (tag.closing) return;
  const found = JSX_ATTRIBUTE.exec(tag.attributes)?.[1];
  if (found === undefined) return;
  reportWarning(file, {
    code: 'markdown/unrendered-syntax',
    message: `JSX is written as HTML here: <${tag.name} ${found.endsWith('{') ? `${found}…}` : `${found}=…`}> is no HTML attribute, and the element shows without what it meant`,
    hint: `Components and JSX render only in MDX: name the file .mdx; in HTML write ${found === 'className' ? 'class' : found === 'htmlFor' ? 'for' : 'the attribute with a quoted value'}.`,
    ...(tag.place ? { place: tag.place } : {}),
  });
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'keygen',
  'frame',
]);
/** closed by what follows them, as HTML allows */
const OPTIONAL_END = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'option',
  'optgroup',
  'rp',
  'rt',
  'colgroup',
  'caption',
  'html',
  'head',
  'body',
]);
/** inside these, `<path />` closes itself, as XML */
const FOREIGN = new Set(['svg', 'math']);

function checkBalance(tags: readonly Tag[], file: MarkdownFile): void {
  const open: Tag[] = [];
  for (const tag of tags) {
    if (VOID.has(tag.name)) continue;
    const inForeign = open.some((element) => FOREIGN.has(element.name));
    if (!tag.closing && tag.selfClosing && !inForeign && !FOREIGN.has(tag.name)) {
      reportWarning(file, {
        code: 'markdown/unbalanced-html',
        message: `<${tag.name} … /> does not close itself in HTML: everything after it, to the end of its block, is inside it`,
        hint: `Write <${tag.name}></${tag.name}>; a component (<${tag.name} />) renders only in MDX: name the file .mdx (or set markdown.format to 'mdx').`,
        ...(tag.place ? { place: tag.place } : {}),
      });
      continue;
    }
    if (tag.selfClosing) continue;
    if (!tag.closing) {
      open.push(tag);
      continue;
    }
    const at = lastIndexOf(open, tag.name);
    if (at === -1) {
      if (OPTIONAL_END.has(tag.name)) continue;
      reportWarning(file, {
        code: 'markdown/unbalanced-html',
        message: `</${tag.name}> closes no <${tag.name}>: the browser drops it, and the page's blocks may nest otherwise than written`,
        hint: `Remove </${tag.name}>, or add the <${tag.name}> it closes.`,
        ...(tag.place ? { place: tag.place } : {}),
      });
      continue;
    }
    open.splice(at);
  }
  for (const element of open) {
    if (OPTIONAL_END.has(element.name)) continue;
    reportWarning(file, {
      code: 'markdown/unbalanced-html',
      message: `<${element.name}> is never closed: the rest of the page is inside it`,
      hint: `Close it with </${element.name}>.`,
      ...(element.place ? { place: element.place } : {}),
    });
  }
}

function lastIndexOf(open: readonly Tag[], name: string): number {
  for (let index = open.length - 1; index >= 0; index--) if (open[index]?.name === name) return index;
  return -1;
}

function placeOf(node: Html, offset: number): Point | undefined {
  const start = node.position?.start;
  if (start === undefined) return undefined;
  const before = node.value.slice(0, offset).split('\n');
  return before.length === 1
    ? { line: start.line, column: start.column + offset }
    : { line: start.line + before.length - 1, column: (before.at(-1)?.length ?? 0) + 1 };
}

function decodeEntities(text: string): string {
  return text.replace(/&#(x[\da-f]+|\d+);?/gi, (_, code: string) =>
    String.fromCodePoint(code.startsWith('x') || code.startsWith('X') ? Number.parseInt(code.slice(1), 16) : Number(code)),
  );
}

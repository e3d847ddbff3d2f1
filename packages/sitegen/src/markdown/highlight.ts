import { createHash } from 'node:crypto';
import type { Element, ElementContent } from 'hast';
import { createHighlighterCore, hastToHtml, type HighlighterCore, type ThemeInput } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { type BundledLanguage, bundledLanguages } from 'shiki/langs';
import { type BundledTheme, bundledThemes } from 'shiki/themes';
import { SitegenError } from '../errors/SitegenError.js';
import { CODE_LINE_START_PROPERTY, MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '../view/constants.js';
import { classifyTokenColors, type ThemeColors, type TokenPalettes, tokenPalette } from './codeTokenClasses.js';
import type { MagicComment } from '../config/types.js';
import { codeTransformersOf } from './codeTransformers.js';
import { type MagicCommentReader, magicCommentReader } from './highlightComments.js';
import { memoizingRegexEngine } from './memoizingRegexEngine.js';
import { hastPropertyOf } from './hastPropertyOf.js';
import { parseCodeMeta } from './parseCodeMeta.js';

export interface CodeThemes {
  light: string;
  dark: string;
}

/**
 * Where highlighted blocks are kept between calls, as HTML: a Map by default, the disk cache
 * in a build. HTML, not syntax trees: a tree of a block's token spans takes several times its
 * HTML's memory, and a 10,000-page site keeps one per code block.
 */
export interface HighlightCache {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

export interface HighlightRequest {
  code: string;
  /** as written after the fence; missing or unknown → plain text */
  lang?: string | null;
  /** the rest of the fence line: `title="swap.ts" showLineNumbers` */
  meta?: string | null;
  /**
   * token colours as inline styles, not classes (API signatures learn their colours from
   * them); false by default: the classes' rules come with the site's stylesheet
   */
  inlineColors?: boolean;
}

export interface HighlightedBlock {
  /** `<div class="sg-code" data-sg-code>`, with a title bar when asked, around Shiki's `<pre>` */
  html: string;
  /** the language it was highlighted as */
  language: string;
  /** false when `lang` was given but Shiki has no such language; the block is then plain text */
  knownLanguage: boolean;
  /** where the highlight cache keeps it */
  cacheKey: string;
}

export interface CodeHighlighter {
  highlightBlock(request: HighlightRequest): Promise<HighlightedBlock>;
  /** the block's HTML alone, for callers outside the Markdown pipeline (API signatures) */
  highlightCode(code: string, lang?: string, meta?: string): Promise<string>;
}

export interface CreateHighlighterOptions {
  /** or how to load it, on the first block: a build whose pages all come from the Markdown cache never reads it */
  cache?: HighlightCache | (() => Promise<HighlightCache>);
  /** a language name → the language to highlight it as (`markdown.codeLanguageAliases`: `{ fiddle: 'js' }`) */
  languageAliases?: Readonly<Record<string, string>>;
  /** the comments that mark lines (`markdown.magicComments`); Docusaurus's highlight comments by default */
  magicComments?: readonly MagicComment[];
}

const PLAIN_TEXT = 'text';
const PLAIN_ALIASES = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/**
 * Highlights code blocks with Shiki at build time. Both themes' colours reach the CSS as
 * variables (`--shiki-light`, `--shiki-dark`, no default colour) so the theme's CSS picks one
 * per `[data-theme]`: set by token classes (codeTokenClasses.ts) whose rules the build adds to
 * the stylesheet, or inline for callers that read them (`inlineColors`). Starting Shiki and
 * compiling a grammar are slow, so Shiki starts on the first block the cache does not have,
 * and each grammar loads on first use (any language Shiki bundles; others are plain text).
 * The WebAssembly (Oniguruma) engine starts more slowly than the JavaScript one but
 * tokenized the gSwap guides in less CPU time (measured in the README's Performance section).
 */
export function createHighlighter(themes: CodeThemes, options: CreateHighlighterOptions = {}): CodeHighlighter {
  // a theme that does not exist is an error as the highlighter is created, not on the first block
  themeLoader(themes.light, 'light');
  themeLoader(themes.dark, 'dark');
  const given = options.cache ?? new Map<string, string>();
  let cache: Promise<HighlightCache> | undefined;
  const grammars = new Map<string, Promise<void>>();
  let shiki: Promise<StartedShiki> | undefined;

  async function withLanguage(language: string): Promise<StartedShiki> {
    shiki ??= startShiki(themes);
    const started = await shiki;
    if (!isBundledLanguage(language)) return started;
    let loading = grammars.get(language);
    if (!loading) {
      loading = started.highlighter.loadLanguage(bundledLanguages[language]);
      grammars.set(language, loading);
    }
    await loading;
    return started;
  }

  const magicComments = magicCommentReader(options.magicComments);
  // the default's blocks keep the keys they had before the option
  const magicKey = options.magicComments === undefined ? [] : [JSON.stringify(options.magicComments)];
  const aliases = new Map(
    Object.entries(options.languageAliases ?? {}).map(([name, target]) => [name.toLowerCase(), target.toLowerCase()]),
  );

  async function highlightBlock(request: HighlightRequest): Promise<HighlightedBlock> {
    const written = (request.lang ?? '').toLowerCase();
    const requested = aliases.get(written) ?? written;
    const knownLanguage = PLAIN_ALIASES.has(requested) || isBundledLanguage(requested);
    const language = knownLanguage && requested !== '' ? requested : PLAIN_TEXT;
    // the language as written (or aliased) too: it says which comments mark lines
    const colors = request.inlineColors === true ? 'inline' : 'classes';
    const key = cacheKey([language, requested, request.meta ?? '', themes.light, themes.dark, colors, request.code, ...magicKey]);
    cache ??= Promise.resolve(typeof given === 'function' ? given() : given);
    const blocks = await cache;
    let html = blocks.get(key);
    if (html === undefined) {
      const block = { code: request.code, meta: request.meta, lang: language, written: requested === '' ? undefined : requested };
      const started = await withLanguage(language);
      html = hastToHtml(
        renderBlock(started.highlighter, themes, block, colors === 'classes' ? started.palettes : undefined, magicComments),
      );
      blocks.set(key, html);
    }
    return { html, language, knownLanguage, cacheKey: key };
  }

  return {
    highlightBlock,
    highlightCode: async (code, lang, meta) => (await highlightBlock({ code, lang, meta, inlineColors: true })).html,
  };
}

interface StartedShiki {
  highlighter: HighlighterCore;
  palettes: TokenPalettes;
}

async function startShiki(themes: CodeThemes): Promise<StartedShiki> {
  const [light, dark] = await Promise.all([loadTheme(themes.light, 'light'), loadTheme(themes.dark, 'dark')]);
  const engine = memoizingRegexEngine(await createOnigurumaEngine(import('shiki/wasm')));
  const highlighter = await createHighlighterCore({ themes: [light as ThemeInput, dark as ThemeInput], langs: [], engine });
  return { highlighter, palettes: { light: tokenPalette(light), dark: tokenPalette(dark) } };
}

/** The palettes of the token classes (for the stylesheet), as the highlighter numbers them. */
export async function codeTokenPalettes(themes: CodeThemes): Promise<TokenPalettes> {
  const [light, dark] = await Promise.all([loadTheme(themes.light, 'light'), loadTheme(themes.dark, 'dark')]);
  return { light: tokenPalette(light), dark: tokenPalette(dark) };
}

interface BlockToRender extends HighlightRequest {
  lang: string;
  /** the language asked for (after aliases), even when Shiki does not know it */
  written: string | undefined;
}

function renderBlock(
  shiki: HighlighterCore,
  themes: CodeThemes,
  request: BlockToRender,
  palettes: TokenPalettes | undefined,
  magicComments: MagicCommentReader,
): Element {
  const { title, showLineNumbers, startLine, highlightLines } = parseCodeMeta(request.meta);
  const { code, transformers } = codeTransformersOf({
    code: trimFinalNewline(request.code),
    language: request.written,
    highlightLines,
    magicComments,
  });
  const root = shiki.codeToHast(code, {
    lang: request.lang,
    transformers,
    themes: { light: themes.light, dark: themes.dark },
    defaultColor: false,
    // Shiki stops tokenizing a line after 500 ms by default, which a first grammar compile on
    // a busy machine exceeds: the rest of the line then gets the wrong colours. Never stop.
    tokenizeTimeLimit: 0,
  });
  const children: ElementContent[] = [];
  if (title) children.push(element('div', { className: [MARKDOWN_CLASSES.codeTitle] }, [{ type: 'text', value: title }]));
  for (const node of root.children) {
    if (node.type !== 'element') continue;
    if (palettes !== undefined) classifyTokenColors(node, palettes);
    children.push(node);
  }
  const className: string[] = [MARKDOWN_CLASSES.code];
  if (showLineNumbers) className.push(MARKDOWN_CLASSES.codeLineNumbers);
  return element(
    'div',
    {
      className,
      [hastPropertyOf(MARKDOWN_DATA_ATTRIBUTES.code)]: '',
      [hastPropertyOf(MARKDOWN_DATA_ATTRIBUTES.codeLanguage)]: request.lang,
      // the theme's CSS counter starts there
      ...(showLineNumbers && startLine !== undefined ? { style: `${CODE_LINE_START_PROPERTY}:${startLine}` } : {}),
    },
    children,
  );
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

function isBundledLanguage(name: string): name is BundledLanguage {
  return Object.hasOwn(bundledLanguages, name);
}

function themeLoader(name: string, mode: keyof CodeThemes) {
  if (!Object.hasOwn(bundledThemes, name)) {
    throw new SitegenError({
      code: 'config/invalid',
      message: `markdown.codeThemes.${mode}: '${name}' is not a Shiki theme`,
      hint: "Use a bundled Shiki theme name, e.g. 'github-light' / 'github-dark' (https://shiki.style/themes).",
    });
  }
  return bundledThemes[name as BundledTheme];
}

async function loadTheme(name: string, mode: keyof CodeThemes): Promise<ThemeColors> {
  return (await themeLoader(name, mode)()).default as ThemeColors;
}

// Markdown code values have no final newline, but code from elsewhere (API signatures) may.
function trimFinalNewline(code: string): string {
  return code.endsWith('\n') ? code.slice(0, -1) : code;
}

function cacheKey(parts: string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

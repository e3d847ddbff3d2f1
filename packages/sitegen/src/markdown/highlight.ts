import { createHash } from 'node:crypto';
import type { Element, ElementContent } from 'hast';
import { createHighlighterCore, hastToHtml, type HighlighterCore, type LanguageInput } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { bundledThemes } from 'shiki/themes';
import { SitegenError } from '../errors/SitegenError.js';
import { MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from './markdownClasses.js';
import { parseCodeMeta } from './parseCodeMeta.js';

export interface CodeThemes {
  light: string;
  dark: string;
}

/** Where highlighted blocks are kept between calls; a Map by default, a disk cache may implement it later. */
export interface HighlightCache {
  get(key: string): Element | undefined;
  set(key: string, block: Element): void;
}

export interface HighlightRequest {
  code: string;
  /** as written after the fence; missing or unknown → plain text */
  lang?: string | null;
  /** the rest of the fence line: `title="swap.ts" showLineNumbers` */
  meta?: string | null;
}

export interface HighlightedBlock {
  /** `<div class="sg-code" data-sg-code>`, with a title bar when asked, around Shiki's `<pre>` */
  element: Element;
  /** the language it was highlighted as */
  language: string;
  /** false when `lang` was given but is not loaded; the block is then plain text */
  knownLanguage: boolean;
}

export interface CodeHighlighter {
  highlightBlock(request: HighlightRequest): HighlightedBlock;
  /** the same block as HTML, for callers outside the Markdown pipeline (API signatures) */
  highlightCode(code: string, lang?: string, meta?: string): string;
}

export interface CreateHighlighterOptions {
  cache?: HighlightCache;
}

const PLAIN_TEXT = 'text';
const PLAIN_ALIASES = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

// Only what docs use: every grammar costs start-up time (see the report's measurements).
const LANGUAGES: LanguageInput[] = [
  import('shiki/langs/typescript.mjs'),
  import('shiki/langs/tsx.mjs'),
  import('shiki/langs/javascript.mjs'),
  import('shiki/langs/jsx.mjs'),
  import('shiki/langs/json.mjs'),
  import('shiki/langs/shellscript.mjs'),
  import('shiki/langs/yaml.mjs'),
  import('shiki/langs/markdown.mjs'),
  import('shiki/langs/diff.mjs'),
  import('shiki/langs/html.mjs'),
  import('shiki/langs/css.mjs'),
];

/**
 * One Shiki instance for the whole build. The JavaScript regex engine starts faster than
 * the WebAssembly one. Both themes are emitted as CSS variables (`--shiki-light`,
 * `--shiki-dark`, no default colour) so the theme's CSS picks one per `[data-theme]`.
 */
export async function createHighlighter(
  themes: CodeThemes,
  options: CreateHighlighterOptions = {},
): Promise<CodeHighlighter> {
  const shiki = await createHighlighterCore({
    themes: [loadTheme(themes.light, 'light'), loadTheme(themes.dark, 'dark')],
    langs: LANGUAGES,
    engine: createJavaScriptRegexEngine(),
  });
  const cache = options.cache ?? new Map<string, Element>();
  const loaded = new Set(shiki.getLoadedLanguages());

  function highlightBlock(request: HighlightRequest): HighlightedBlock {
    const requested = (request.lang ?? '').toLowerCase();
    const knownLanguage = PLAIN_ALIASES.has(requested) || loaded.has(requested);
    const language = knownLanguage && requested !== '' ? requested : PLAIN_TEXT;
    const key = cacheKey([language, request.meta ?? '', themes.light, themes.dark, request.code]);
    let element = cache.get(key);
    if (!element) {
      element = renderBlock(shiki, themes, { ...request, lang: language });
      cache.set(key, element);
    }
    // Callers may change the tree they receive; the cached block must stay as rendered.
    return { element: structuredClone(element), language, knownLanguage };
  }

  return {
    highlightBlock,
    highlightCode: (code, lang, meta) => hastToHtml(highlightBlock({ code, lang, meta }).element),
  };
}

function renderBlock(shiki: HighlighterCore, themes: CodeThemes, request: HighlightRequest & { lang: string }): Element {
  const { title, showLineNumbers } = parseCodeMeta(request.meta);
  const root = shiki.codeToHast(trimFinalNewline(request.code), {
    lang: request.lang,
    themes: { light: themes.light, dark: themes.dark },
    defaultColor: false,
  });
  const children: ElementContent[] = [];
  if (title) children.push(element('div', { className: [MARKDOWN_CLASSES.codeTitle] }, [{ type: 'text', value: title }]));
  for (const node of root.children) if (node.type === 'element') children.push(node);
  const className: string[] = [MARKDOWN_CLASSES.code];
  if (showLineNumbers) className.push(MARKDOWN_CLASSES.codeLineNumbers);
  return element(
    'div',
    { className, [MARKDOWN_DATA_ATTRIBUTES.code]: '', [MARKDOWN_DATA_ATTRIBUTES.codeLanguage]: request.lang },
    children,
  );
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

function loadTheme(name: string, mode: keyof CodeThemes) {
  const theme = (bundledThemes as Record<string, (typeof bundledThemes)[keyof typeof bundledThemes] | undefined>)[name];
  if (!theme) {
    throw new SitegenError({
      code: 'config/invalid',
      message: `markdown.codeThemes.${mode}: '${name}' is not a Shiki theme`,
      hint: "Use a bundled Shiki theme name, e.g. 'github-light' / 'github-dark' (https://shiki.style/themes).",
    });
  }
  return theme();
}

// Markdown code values have no final newline, but code from elsewhere (API signatures) may.
function trimFinalNewline(code: string): string {
  return code.endsWith('\n') ? code.slice(0, -1) : code;
}

function cacheKey(parts: string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

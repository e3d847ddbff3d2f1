/**
 * A VitePress snippet import, `<<< @/snippets/a.js#region{1,2-3 ts:line-numbers} [a.js]`:
 * the file (`@/` is the source folder, else relative to the page), a `#region` of it, the
 * lines to highlight, the language (the file's extension without one) and a title.
 */
export interface SnippetLine {
  path: string;
  region?: string;
  /** `{1,2-3}` as code meta; '' without */
  highlight: string;
  lang: string;
  /** `:line-numbers` or `:line-numbers=N` after the language */
  lineNumbers?: number;
  title?: string;
}

// VitePress's own grammar (its snippet plugin's rawPathRegexp), with the language's options read here
const SNIPPET = /^<<<[ \t]+(.+?(?:\.([a-z0-9]+))?)(?:#([\w-]+))?(?:[ \t]?\{(\d+(?:[,-]\d+)*)?[ \t]?(\S+)?\})?[ \t]?(?:\[(.+)\])?[ \t]*$/i;
const LANG_OPTIONS = /^([^:]+)(?::line-numbers(?:=(\d+))?)?$/;

/** The line's parts, or undefined when it is no snippet import. */
export function parseSnippetLine(line: string): SnippetLine | undefined {
  const match = SNIPPET.exec(line.trim());
  if (match === null || match[1] === undefined) return undefined;
  const [, path, extension, region, lines, langWritten, title] = match;
  const lang = LANG_OPTIONS.exec(langWritten ?? '');
  const numbered = langWritten?.includes(':line-numbers') === true;
  return {
    path,
    ...(region === undefined ? {} : { region }),
    highlight: lines === undefined ? '' : `{${lines}}`,
    lang: lang?.[1] ?? extension ?? 'text',
    ...(numbered ? { lineNumbers: lang?.[2] === undefined ? 1 : Number(lang[2]) } : {}),
    ...(title === undefined ? {} : { title: title.trim() }),
  };
}

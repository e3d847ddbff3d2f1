/** A source's front matter block and the Markdown after it. */
export interface FrontMatterBlock {
  /** the language named on the opening line (`---json`); '' when none is: YAML */
  language: string;
  /**
   * the text between the two delimiters, from the end of the opening line (its newline
   * first): a YAML parser's line 0 is the opening line, so its line n + 1 is the file's
   */
  matter: string;
  /** the Markdown after the closing line */
  body: string;
}

/**
 * Splits a source at its front matter as Docusaurus (gray-matter) does: a first line of
 * `---`, optionally naming a language, and everything up to the next line starting with
 * `---`. undefined when the source has none (`----` opens no block): all of it is Markdown.
 */
export function splitFrontMatter(source: string): FrontMatterBlock | undefined {
  if (!source.startsWith('---') || source.charAt(3) === '-') return undefined;
  const afterDelimiter = source.slice(3);
  const newline = afterDelimiter.search(/\r?\n/);
  const opening = newline === -1 ? afterDelimiter : afterDelimiter.slice(0, newline);
  const language = opening.trim();
  // an opening line of `---` and spaces names no language: the spaces stay in the block
  const rest = language === '' ? afterDelimiter : afterDelimiter.slice(opening.length);
  const close = rest.indexOf('\n---');
  if (close === -1) return { language, matter: rest, body: '' };
  let body = rest.slice(close + 4);
  if (body.startsWith('\r')) body = body.slice(1);
  if (body.startsWith('\n')) body = body.slice(1);
  return { language, matter: rest.slice(0, close), body };
}

import { fencedCodeLines } from '../content/fencedCode.js';

// `:::tip Custom title` — the older admonition form, which remark-directive does not parse
// `::: code-group` — VitePress's spelling, with a space before the name
const SPACED_OPENING = /^( {0,3}:{3,})[ \t]+(?=[A-Za-z])/;
const TITLED_OPENING = /^( {0,3}:{3,}[A-Za-z][\w-]*)[ \t]+(\S.*?)[ \t]*(\r?)$/;
// MDX has no indented code: an opening indented further (in a <TabItem>) is a container too
const INDENTED = { spaced: /^([ \t]*:{3,})[ \t]+(?=[A-Za-z])/, titled: /^([ \t]*:{3,}[A-Za-z][\w-]*)[ \t]+(\S.*?)[ \t]*(\r?)$/ };

export interface NormalizeAdmonitionTitlesOptions {
  /** the page is MDX: an opening at any indentation, as Docusaurus's preprocessor rewrites it */
  anyIndent?: boolean;
}

/**
 * Rewrites `:::tip Custom title` to `:::tip[Custom title]`, and `::: tip` to `:::tip`, outside
 * fenced code, so every spelling reaches remark-directive as one. Line numbers stay as they are; only columns
 * after the name on such a line move by one.
 */
export function normalizeAdmonitionTitles(source: string, { anyIndent = false }: NormalizeAdmonitionTitlesOptions = {}): string {
  if (!source.includes(':::')) return source;
  const spaced = anyIndent ? INDENTED.spaced : SPACED_OPENING;
  const titledOpening = anyIndent ? INDENTED.titled : TITLED_OPENING;
  const inCode = fencedCodeLines();
  const lines = source.split('\n');
  for (const [index, line] of lines.entries()) {
    if (inCode(line)) continue;
    const unspaced = line.replace(spaced, '$1');
    const titled = titledOpening.exec(unspaced);
    if (titled) lines[index] = `${titled[1]}[${escapeLabel(titled[2] ?? '')}]${titled[3]}`;
    else lines[index] = unspaced;
  }
  return lines.join('\n');
}

function escapeLabel(title: string): string {
  return title.replace(/[[\]]/g, (bracket) => `\\${bracket}`);
}

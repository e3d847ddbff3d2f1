import { fencedCodeLines } from '../content/fencedCode.js';

// `:::tip Custom title` — the older admonition form, which remark-directive does not parse
// `::: code-group` — VitePress's spelling, with a space before the name
const SPACED_OPENING = /^( {0,3}:{3,})[ \t]+(?=[A-Za-z])/;
const TITLED_OPENING = /^( {0,3}:{3,}[A-Za-z][\w-]*)[ \t]+(\S.*?)[ \t]*(\r?)$/;

/**
 * Rewrites `:::tip Custom title` to `:::tip[Custom title]`, and `::: tip` to `:::tip`, outside
 * fenced code, so every spelling reaches remark-directive as one. Line numbers stay as they are; only columns
 * after the name on such a line move by one.
 */
export function normalizeAdmonitionTitles(source: string): string {
  if (!source.includes(':::')) return source;
  const inCode = fencedCodeLines();
  const lines = source.split('\n');
  for (const [index, line] of lines.entries()) {
    if (inCode(line)) continue;
    const unspaced = line.replace(SPACED_OPENING, '$1');
    const titled = TITLED_OPENING.exec(unspaced);
    if (titled) lines[index] = `${titled[1]}[${escapeLabel(titled[2] ?? '')}]${titled[3]}`;
    else lines[index] = unspaced;
  }
  return lines.join('\n');
}

function escapeLabel(title: string): string {
  return title.replace(/[[\]]/g, (bracket) => `\\${bracket}`);
}

import path from 'node:path';
import type { Code, Paragraph, Root } from 'mdast';
import type { MarkdownFile } from '../fileData.js';
import { reportWarning } from '../reportWarning.js';
import { visitBlocks } from '../visitTree.js';
import { parseSnippetLine, type SnippetLine } from './parseSnippetLine.js';
import { type IncludeOptions, readIncludedFile } from './readIncludedFile.js';
import { snippetRegion } from './snippetRegion.js';

/**
 * VitePress's snippet imports: a paragraph of `<<< path#region{lines lang} [title]` lines
 * becomes a code block per line, of the file (or its region) as it is on disk. Runs first,
 * so that what follows (the prose check, code groups, highlighting) sees code blocks.
 */
export function remarkSnippets(options: IncludeOptions = {}) {
  return async (tree: Root, file: MarkdownFile): Promise<undefined> => {
    const source = String(file.value);
    if (!source.includes('<<<')) return;
    const found: { node: Paragraph; index: number; parent: { children: unknown[] }; lines: SnippetLine[] }[] = [];
    visitBlocks(tree, 'paragraph', (node, index, parent) => {
      const lines = snippetLinesOf(node, source);
      if (lines !== undefined) found.push({ node, index, parent, lines });
      return 'skip';
    });
    // last first: each splice leaves the indexes of those before it as they were
    for (const { node, index, parent, lines } of found.reverse()) {
      const blocks: Code[] = [];
      for (const line of lines) {
        const block = await snippetBlock(line, node, file, options);
        if (block !== undefined) blocks.push(block);
      }
      parent.children.splice(index, 1, ...blocks);
    }
  };
}

function snippetLinesOf(node: Paragraph, source: string): SnippetLine[] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined || !source.startsWith('<<<', start)) return undefined;
  const lines = source
    .slice(start, end)
    .split('\n')
    .map((line) => parseSnippetLine(line.replace(/^[ \t>]*(?=<<<)/, '')));
  return lines.every((line) => line !== undefined) ? (lines as SnippetLine[]) : undefined;
}

async function snippetBlock(line: SnippetLine, node: Paragraph, file: MarkdownFile, options: IncludeOptions): Promise<Code | undefined> {
  const read = await readIncludedFile(line.path, file, options, node.position);
  if (read === undefined) return undefined;
  const text = line.region === undefined ? read.text : snippetRegion(read.text, line.region);
  if (text === undefined) {
    reportWarning(file, {
      code: 'markdown/snippet-not-found',
      message: `'${line.path}' has no region '${line.region}': nothing is shown for it`,
      hint: `Mark the lines in the file with '// #region ${line.region}' and '// #endregion ${line.region}' (or its language's comments).`,
      place: node.position,
    });
    return undefined;
  }
  const title = line.title ?? path.basename(line.path);
  const meta = [
    line.highlight,
    line.lineNumbers === undefined ? '' : line.lineNumbers === 1 ? 'showLineNumbers' : `showLineNumbers=${line.lineNumbers}`,
    `title="${title.replace(/"/g, "'")}"`,
  ]
    .filter((part) => part !== '')
    .join(' ');
  return { type: 'code', lang: line.lang, meta, value: text.replace(/\r?\n$/, ''), ...(node.position ? { position: node.position } : {}) };
}

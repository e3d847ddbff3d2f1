import type { Root } from 'mdast';
import type { Plugin, Processor } from 'unified';
import { fromMarkdown, gfmFootnote, gfmFromMarkdown, gfmStrikethrough, gfmTaskListItem } from '../vendor/markdown.js';
import { emailAutolinkOnAtLines } from './emailAutolinkOnAtLines.js';
import { type MarkedLines, markedLines } from './markedLines.js';
import { tableOnPipeLines } from './tableOnPipeLines.js';

type MicromarkExtension = ReturnType<typeof gfmFootnote>;
type MdastExtension = ReturnType<typeof gfmFromMarkdown>[number];

/** A GFM construct that can only appear in a document containing one of its marks. */
interface Construct {
  micromark: MicromarkExtension;
  mdast: MdastExtension[];
  /** false when the document cannot contain the construct */
  mayContain(document: string): boolean;
}

/**
 * Autolink literals start with `www.`, `http://` or `https://`, or are emails (`a@b.c`,
 * `mailto:a@b.c`, `xmpp:a@b.c`), all of which this finds, case-insensitively.
 */
const AUTOLINK_MARK = /@|www\.|https?:\/\//i;

/**
 * GitHub Flavored Markdown as remark-gfm adds it (the same micromark and mdast extensions,
 * with the same results), except that a page is parsed without the constructs it cannot
 * contain. Autolink literals and tables cost a page without them more than all the rest of
 * the parse: micromark tries an email autolink at every word and a table at every
 * paragraph, and the autolinks' mdast step searches every text node again (measured in the
 * README's Performance section, item 16). A page with
 * no `|` has no table, and one with neither `@` nor `www.` nor `://` no autolink literal;
 * in a page with them, a table is tried only on lines with a `|` (tableOnPipeLines.ts) and
 * an email literal only on lines with an `@` (emailAutolinkOnAtLines.ts).
 * The site's own syntax extensions (remark-math…) are kept: they are read from the
 * processor's data as the page is parsed, as remark-parse does.
 */
export const remarkGfmWhereUsed: Plugin<[], string, Root> = function (this: Processor) {
  const data = this.data();
  const fromMarkdownList = gfmFromMarkdown();
  // found by what they handle, not by their place in mdast-util-gfm's list
  const handles = (name: string): MdastExtension[] => {
    const found = fromMarkdownList.filter((extension) => extension.enter != null && name in extension.enter);
    if (found.length !== 1) throw new Error(`mdast-util-gfm has ${found.length} extensions entering '${name}', not 1`);
    return found;
  };
  // the document being parsed (the count of documents parsed tells a new one), and its
  // lines with a mark, found when a construct first asks
  let parsing = '';
  let parsed = 0;
  function linesWith(mark: string): () => MarkedLines {
    let lines: MarkedLines = new Set();
    let foundIn = -1;
    return () => {
      if (foundIn !== parsed) {
        lines = markedLines(parsing, mark);
        foundIn = parsed;
      }
      return lines;
    };
  }
  const constructs: Construct[] = [
    {
      micromark: emailAutolinkOnAtLines(linesWith('@')),
      mdast: handles('literalAutolink'),
      mayContain: (document) => AUTOLINK_MARK.test(document),
    },
    { micromark: tableOnPipeLines(linesWith('|')), mdast: handles('table'), mayContain: (document) => document.includes('|') },
  ];
  data.micromarkExtensions = [
    ...(data.micromarkExtensions ?? []),
    ...constructs.map(({ micromark }) => micromark),
    gfmFootnote(),
    gfmStrikethrough(),
    gfmTaskListItem(),
  ];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), fromMarkdownList];
  this.parser = (document) => {
    const skipped = new Set<unknown>();
    for (const construct of constructs) {
      if (construct.mayContain(document)) continue;
      skipped.add(construct.micromark);
      for (const extension of construct.mdast) skipped.add(extension);
    }
    const kept = <T>(list: readonly T[]): T[] => list.filter((item) => !skipped.has(item));
    parsing = document;
    parsed += 1;
    return fromMarkdown(document, {
      ...this.data('settings'),
      extensions: kept(this.data('micromarkExtensions') ?? []),
      // an entry may be a list of extensions (mdast-util-gfm's is)
      mdastExtensions: (this.data('fromMarkdownExtensions') ?? []).map((entry) => (Array.isArray(entry) ? kept(entry) : entry)),
    });
  };
};

import GithubSlugger from 'github-slugger';
import type { Heading, Link, Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
// remark-rehype's types add `hProperties` to mdast data
import type {} from 'remark-rehype';
import { visitBlocks } from './visitTree.js';
import { takeCustomHeadingId } from './customHeadingId.js';
import type { HeadingInfo, MarkdownFile } from './fileData.js';
import { MARKDOWN_CLASSES } from '../view/constants.js';
import { reportWarning } from './reportWarning.js';
import { ENGLISH_STRINGS, formatString } from '../view/strings.js';

/**
 * Every heading gets an id, GitHub-style and unique on the page, or the one written as a
 * `{#custom-id}` suffix; h2–h6 also get a self-link for readers to copy. The headings are
 * kept on `file.data.sgHeadings` for the table of contents. A custom id that an earlier
 * heading already has is a warning: links to it would reach only the first.
 */
export function remarkHeadingIds(options: { directLinkTo?: string } = {}) {
  const label = options.directLinkTo ?? ENGLISH_STRINGS.directLinkTo;
  return (tree: Root, file: MarkdownFile): undefined => {
    const slugger = new GithubSlugger();
    const headings: HeadingInfo[] = [];
    const lineOfId = new Map<string, number | undefined>();
    visitBlocks(tree, 'heading', (heading) => {
      const custom = takeCustomHeadingId(heading);
      const text = textOf(heading, { includeHtml: false }).trim();
      const id = custom ?? slugger.slug(text);
      // a custom id also takes its slug, so a later heading with that text gets a suffix
      if (custom !== undefined) slugger.occurrences[custom] ??= 0;
      if (lineOfId.has(id)) reportDuplicate(file, heading, id, lineOfId.get(id));
      else lineOfId.set(id, heading.position?.start.line);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
      if (heading.depth >= 2) heading.children.push(anchorLink(id, formatString(label, { label: text })));
      headings.push({ id, text, level: heading.depth });
    });
    file.data.sgHeadings = headings;
  };
}

function reportDuplicate(file: MarkdownFile, heading: Heading, id: string, firstLine: number | undefined): void {
  const first = firstLine === undefined ? 'an earlier heading' : `the heading on line ${firstLine + (file.data.sgLineOffset ?? 0)}`;
  reportWarning(file, {
    code: 'markdown/duplicate-heading-id',
    message: `Duplicate heading id '${id}': ${first} has it too`,
    hint: `Give this heading another id with a {#custom-id} suffix, e.g. {#${id}-2}; links to #${id} reach only the first.`,
    place: heading.position,
  });
}

function anchorLink(id: string, ariaLabel: string): Link {
  return {
    type: 'link',
    url: `#${id}`,
    children: [{ type: 'text', value: '#' }],
    data: { hProperties: { className: [MARKDOWN_CLASSES.headingAnchor], ariaLabel } },
  };
}

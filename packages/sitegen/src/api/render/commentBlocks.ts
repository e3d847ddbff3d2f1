import type { ApiComment } from '../model.js';

/** Block tags shown elsewhere: parameters and returns in the signature, defaults in tables. */
const HANDLED_ELSEWHERE = new Set([
  'param',
  'typeParam',
  'template',
  'returns',
  'return',
  'deprecated',
  'hideconstructor',
  'category',
  'group',
]);

/** Headings of the block tags a reader sees below the summary. */
const BLOCK_TITLES: Record<string, string> = {
  remarks: 'Remarks',
  example: 'Example',
  see: 'See',
  throws: 'Throws',
  since: 'Since',
  defaultValue: 'Default value',
  default: 'Default value',
};

export function blockTitle(tag: string): string {
  return BLOCK_TITLES[tag] ?? tag.charAt(0).toUpperCase() + tag.slice(1);
}

/** The block tags shown below a comment's summary, each under its title (`blockTitle`). */
export function shownBlocks(comment: ApiComment | undefined) {
  return (comment?.blocks ?? []).filter((block) => !HANDLED_ELSEWHERE.has(block.tag));
}

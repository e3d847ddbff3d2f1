import type { ThemeStringKey, ThemeStrings } from '../../view/strings.js';
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

/** Headings of the block tags a reader sees below the summary, as keys of the theme's strings. */
const BLOCK_TITLES: Record<string, ThemeStringKey> = {
  remarks: 'apiRemarks',
  example: 'apiExample',
  see: 'apiSee',
  throws: 'apiThrows',
  since: 'apiSince',
  defaultValue: 'apiDefaultValue',
  default: 'apiDefaultValue',
};

/** A block tag's heading in the locale's words; a tag the table does not know is shown as written. */
export function blockTitle(tag: string, strings: ThemeStrings): string {
  const key = Object.hasOwn(BLOCK_TITLES, tag) ? BLOCK_TITLES[tag] : undefined;
  return key === undefined ? tag.charAt(0).toUpperCase() + tag.slice(1) : strings[key];
}

/** The block tags shown below a comment's summary, each under its title (`blockTitle`). */
export function shownBlocks(comment: ApiComment | undefined) {
  return (comment?.blocks ?? []).filter((block) => !HANDLED_ELSEWHERE.has(block.tag));
}

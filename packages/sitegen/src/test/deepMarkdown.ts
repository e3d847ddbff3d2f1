/**
 * Markdown that nests pathologically deep, each as it was found to overflow the stack or to
 * parse for minutes before there was a nesting limit (see markdown/nestingLimit.ts). Each
 * starts on line 1.
 */
export const DEEP_MARKDOWN = {
  quotes: `${'>'.repeat(10_000)} x`,
  dashes: `${'- '.repeat(10_000)}x`,
  list1000: nestedList(1000),
  list2000: nestedList(2000),
  stars: `${'*'.repeat(10_000)}x${'*'.repeat(10_000)}`,
  emphasis: `${'*a '.repeat(10_000)}x${' b*'.repeat(10_000)}`,
  brackets: `${'[a '.repeat(10_000)}x${'](b)'.repeat(10_000)}`,
  divs: `${'<div>\n'.repeat(10_000)}x\n${'</div>\n'.repeat(10_000)}`,
} as const;

/** A list nested `levels` deep, a level a line, each indented two more spaces. */
export function nestedList(levels: number): string {
  return Array.from({ length: levels }, (_, level) => `${'  '.repeat(level)}- item`).join('\n');
}

import type { Heading } from 'mdast';

const CUSTOM_ID = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;

/** Takes a trailing `{#custom-id}` off the heading's text and returns the id, if written. */
export function takeCustomHeadingId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  return match[1];
}

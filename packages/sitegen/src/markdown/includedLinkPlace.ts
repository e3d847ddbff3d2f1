import type { Element } from 'hast';
import type { LinkRef } from './types.js';

/**
 * Where a link of an included part was written travels from the include (mdast) to the link
 * record (hast) as a property of its `<a>`: mdast-util-to-hast keeps `data.hProperties` and
 * nothing else of a node but its position, which an included node must not have (the page
 * check would report the part's syntax at the page's lines).
 */
const PROPERTY = 'dataSgIncludedFrom';

export interface IncludedLinkPlace {
  file: string;
  line: number;
  column: number;
  /** the page's line of the include (before the page's front matter is counted) */
  includedAt: number | undefined;
}

export function includedLinkProperties(place: IncludedLinkPlace): Record<string, string> {
  return { [PROPERTY]: JSON.stringify(place) };
}

/** The place a link element carries, taken off it so that it is not written into the page. */
export function takeIncludedLinkPlace(node: Element): Pick<LinkRef, 'line' | 'column' | 'part'> | undefined {
  const value = node.properties[PROPERTY];
  if (typeof value !== 'string') return undefined;
  delete node.properties[PROPERTY];
  const place = JSON.parse(value) as IncludedLinkPlace;
  return {
    line: place.line,
    column: place.column,
    part: place.includedAt === undefined ? { file: place.file } : { file: place.file, includedAt: place.includedAt },
  };
}

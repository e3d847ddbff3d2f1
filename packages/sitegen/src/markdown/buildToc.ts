import type { TocItem } from '../view/index.js';
import type { HeadingInfo } from './fileData.js';

export interface TocLevels {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/** The page's table of contents: its headings within the configured levels, in page order. */
export function buildToc(headings: readonly HeadingInfo[], levels: TocLevels): TocItem[] {
  return headings
    .filter((heading) => heading.level >= levels.minHeadingLevel && heading.level <= levels.maxHeadingLevel)
    .map(({ id, text, level }) => ({ id, text, level }));
}

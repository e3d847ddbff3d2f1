import type { DocFrontMatter } from '../content/types.js';
import type { MarkdownContext } from './types.js';

/**
 * A page's own table-of-contents levels, from its front matter, or undefined to keep the
 * site's. One level given moves the other as far as needed: `toc_min_heading_level: 4` on
 * a site showing h2–h3 shows h4.
 */
export function pageTocLevels(
  frontMatter: Pick<DocFrontMatter, 'toc_min_heading_level' | 'toc_max_heading_level'>,
  site: MarkdownContext['toc'],
): MarkdownContext['toc'] | undefined {
  const { toc_min_heading_level: min, toc_max_heading_level: max } = frontMatter;
  if (min === undefined && max === undefined) return undefined;
  const minHeadingLevel = min ?? Math.min(site.minHeadingLevel, max ?? site.minHeadingLevel);
  return { minHeadingLevel, maxHeadingLevel: max ?? Math.max(site.maxHeadingLevel, minHeadingLevel) };
}

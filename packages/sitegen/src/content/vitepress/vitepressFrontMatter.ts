import type { DocFrontMatter } from '../types.js';

/**
 * VitePress's page keys that have a sitegen equivalent, as sitegen's keys: `outline` (levels,
 * 'deep', or false), `aside: false`, `prev: false` and `next: false`. A key the page sets in
 * sitegen's own words wins.
 */
export function vitepressFrontMatter(raw: Readonly<Record<string, unknown>>): Partial<DocFrontMatter> {
  const mapped: Partial<DocFrontMatter> = {};
  const outline =
    raw.outline !== null && typeof raw.outline === 'object' && !Array.isArray(raw.outline)
      ? (raw.outline as { level?: unknown }).level
      : raw.outline;
  if (outline === false || raw.aside === false) mapped.hide_table_of_contents = true;
  else if (outline === 'deep') Object.assign(mapped, { toc_min_heading_level: 2, toc_max_heading_level: 6 });
  else if (typeof outline === 'number') Object.assign(mapped, { toc_min_heading_level: outline, toc_max_heading_level: outline });
  else if (Array.isArray(outline) && typeof outline[0] === 'number' && typeof outline[1] === 'number')
    Object.assign(mapped, { toc_min_heading_level: outline[0], toc_max_heading_level: outline[1] });
  if (raw.prev === false) mapped.pagination_prev = null;
  if (raw.next === false) mapped.pagination_next = null;
  return mapped;
}

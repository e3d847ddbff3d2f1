import GithubSlugger from 'github-slugger';
import { snippetRegion } from './snippetRegion.js';

/** `./part.md#section{3,10}` as VitePress's include reads it. */
export interface IncludeSpec {
  path: string;
  /** a `#region` of the file, or the id of a heading whose section is taken */
  region?: string;
  /** 1-based, inclusive; either may be open (`{3,}`, `{,10}`) */
  from?: number;
  to?: number;
}

const SPEC = /^(.+?)(?:#([^{}\s]+))?(?:\{(\d*)(?:,(\d*))?\})?$/;
/** what an HTML comment holds when it includes a file; `@@include` is VitePress's way to write one as text */
export const INCLUDE_COMMENT = /^<!--\s*@include:\s*(.*?)\s*-->$/;

export function parseIncludeSpec(written: string): IncludeSpec | undefined {
  const match = SPEC.exec(written.trim());
  if (match === null || match[1] === undefined) return undefined;
  const [, path, region, from, to] = match;
  const number = (value: string | undefined): number | undefined => (value === undefined || value === '' ? undefined : Number(value));
  // `{3}` alone is line 3 to the end, as VitePress reads it
  return {
    path,
    ...(region === undefined ? {} : { region }),
    ...(number(from) === undefined ? {} : { from: number(from) }),
    ...(number(to) === undefined ? {} : { to: number(to) }),
  };
}

/** The part of a file an include asks for; undefined when its region or heading is not there. */
export function selectIncluded(text: string, spec: IncludeSpec): string | undefined {
  let selected: string | undefined = text;
  if (spec.region !== undefined) selected = snippetRegion(text, spec.region) ?? headingSection(text, spec.region);
  if (selected === undefined) return undefined;
  if (spec.from === undefined && spec.to === undefined) return selected;
  const lines = selected.split(/\r?\n/);
  return lines.slice(Math.max((spec.from ?? 1) - 1, 0), spec.to ?? lines.length).join('\n');
}

const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t]*(?:\{#([^\s{}]+)\})?[ \t]*$/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** The lines under the heading with this id (its custom `{#id}` or its slug), to the next heading of its level or above. */
function headingSection(text: string, id: string): string | undefined {
  const lines = text.split(/\r?\n/);
  const slugger = new GithubSlugger();
  let fence: string | undefined;
  let start = -1;
  let level = 0;
  for (const [index, line] of lines.entries()) {
    const opened = FENCE.exec(line)?.[1];
    if (opened !== undefined) {
      if (fence === undefined) fence = opened;
      else if (opened.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = HEADING.exec(line);
    if (heading === null) continue;
    const depth = heading[1]?.length ?? 1;
    if (start !== -1 && depth <= level) return lines.slice(start, index).join('\n');
    const headingId = heading[3] ?? slugger.slug(heading[2] ?? '');
    if (start === -1 && headingId === id) {
      start = index + 1;
      level = depth;
    }
  }
  return start === -1 ? undefined : lines.slice(start).join('\n');
}

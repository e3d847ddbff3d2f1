import { hrefUnderBase } from '../router/basePath.js';
import type { ReloadPaths } from './liveReloadEvents.js';

/** The built site held in memory: output path ('docs/intro/index.html') → bytes. */
export type OutputFiles = ReadonlyMap<string, Uint8Array>;

export interface OutputDiff {
  /** files added or whose bytes changed */
  changed: string[];
  removed: string[];
}

/** What a rebuild changed, file by file. */
export function diffOutput(previous: OutputFiles, next: OutputFiles): OutputDiff {
  const changed: string[] = [];
  for (const [file, bytes] of next) {
    const before = previous.get(file);
    if (before === undefined || !sameBytes(before, bytes)) changed.push(file);
  }
  const removed = [...previous.keys()].filter((file) => !next.has(file));
  return { changed, removed };
}

/** What every page loads: a change there reloads them all. */
const SHARED_BY_PAGES = /\.(css|js)$/;

/**
 * Which open pages must reload: the pages whose HTML changed; every page when a stylesheet
 * or script changed or a page disappeared. Files no page loads (Markdown twins, llms.txt,
 * the sitemap) reload nothing.
 */
export function reloadPathsOf(diff: OutputDiff, basePath: string): ReloadPaths {
  if (diff.removed.some((file) => file.endsWith('.html')) || diff.changed.some((file) => SHARED_BY_PAGES.test(file))) return '*';
  return diff.changed.filter((file) => file.endsWith('.html')).map((file) => urlPathOf(file, basePath));
}

/** 'docs/intro/index.html' (or 'docs/intro.html', with `trailingSlash: false`) → '/base/docs/intro'; 'index.html' → '/base' (or '/'). */
export function urlPathOf(file: string, basePath: string): string {
  const route = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return hrefUnderBase(basePath, route).replace(/\/$/, '') || '/';
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

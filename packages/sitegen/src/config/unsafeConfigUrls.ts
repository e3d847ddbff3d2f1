import { unsafeScheme } from './unsafeUrl.js';

/**
 * Keys whose string is something a reader follows: a link's target (`to`, `href`, a redirect's
 * `to`, `editUrl`, any `…Url`). Chosen by name rather than listed field by field, so a key
 * added later under one of these names is checked without anyone remembering to.
 */
const LINK_KEY = /^(?:to|href|url)$|[a-z]Url$/;
/** Keys whose string is an image's source: a `data:image/…` URL is allowed there, as in Markdown. */
const IMAGE_KEY = /^(?:src|srcDark|favicon|image)$/;
/** Records whose every value is a link (`api.externalLinks`: type name → its documentation). */
const LINK_RECORD = /^externalLinks$/;
/**
 * Where the config holds code or markup of its own rather than URLs: plugins and their
 * options, and `headTags` (which may hold a `<script>` by design). `baseUrl` is a path, and
 * its own check refuses any scheme already.
 */
const NOT_URLS = new Set(['plugins', 'remarkPlugins', 'rehypePlugins', 'headTags', 'baseUrl']);

export interface UnsafeConfigUrl {
  /** the key path, as zod gives it: ['redirects', 0, 'to'] */
  path: (string | number)[];
  url: string;
  scheme: string;
}

/**
 * Every URL of a config (or of any part of one) that would run script when followed: a
 * `javascript:`, `vbscript:` or `data:` URL, read as a browser reads it, the rule Markdown's
 * links follow (unsafeUrl.ts). The value need not be valid otherwise: the walk only reads it.
 */
export function unsafeConfigUrls(value: unknown): UnsafeConfigUrl[] {
  const found: UnsafeConfigUrl[] = [];
  const visit = (node: unknown, path: (string | number)[], as: 'link' | 'image' | undefined): void => {
    if (typeof node === 'string') {
      const scheme = as === undefined ? undefined : unsafeScheme(node, as);
      if (scheme !== undefined) found.push({ path, url: node, scheme });
      return;
    }
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, [...path, index], as);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, item] of Object.entries(node)) {
      if (NOT_URLS.has(key)) continue;
      const keyAs = LINK_KEY.test(key) ? 'link' : IMAGE_KEY.test(key) ? 'image' : undefined;
      if (LINK_RECORD.test(key) && item !== null && typeof item === 'object' && !Array.isArray(item)) {
        for (const [name, url] of Object.entries(item)) visit(url, [...path, key, name], 'link');
      } else {
        visit(item, [...path, key], keyAs);
      }
    }
  };
  visit(value, [], undefined);
  return found;
}

/** What to write instead, said as the config's errors say what was expected. */
export function unsafeUrlExpected(scheme: string): string {
  return scheme === 'data'
    ? "a site path or an http(s) URL, not a data: URL (followed, it opens a document of its own that can run script; data:image/… is allowed only as an image's source)"
    : `a site path or an http(s) URL, not a ${scheme}: URL (it runs script in the reader's browser when followed)`;
}

// ASCII tab, line feed and carriage return anywhere, and C0 controls and spaces in front:
// what a browser drops from a URL before it reads the scheme (WHATWG URL parsing)
const DROPPED_ANYWHERE = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the C0 controls are what this strips
const DROPPED_IN_FRONT = /^[\u0000-\u0020]+/;
const UNSAFE_SCHEME = /^(javascript|vbscript|data):/i;
const DATA_IMAGE = /^data:image\//i;

/**
 * The scheme of a URL that runs script or shows a document of its own when followed
 * (`javascript:`, `vbscript:`, `data:`), read as a browser reads it; undefined for any other.
 * A `data:image/…` URL is safe where it is an image's source (an `<img>` runs no script).
 */
export function unsafeScheme(url: string, as: 'link' | 'image'): string | undefined {
  const normalized = url.replace(DROPPED_ANYWHERE, '').replace(DROPPED_IN_FRONT, '');
  const scheme = UNSAFE_SCHEME.exec(normalized)?.[1]?.toLowerCase();
  if (scheme === 'data' && as === 'image' && DATA_IMAGE.test(normalized)) return undefined;
  return scheme;
}

import { baseFolderHref, pathUnderBase } from '../router/basePath.js';

/**
 * How a request maps onto the built files, in `sitegen serve` and `sitegen dev` alike:
 * '/' redirects to the base path, '/base/x' and '/base/x/' are 'x/index.html' (or 'x.html'), a path
 * with an extension is that file, anything else is the 404 page. Paths that try to leave
 * the output ('..' segments, also percent-encoded, backslashes, NUL) are refused.
 */
export type RequestTarget = { kind: 'redirect'; location: string } | { kind: 'file'; candidates: string[] } | { kind: 'refused' };

export function resolveRequestPath(pathname: string, basePath: string): RequestTarget {
  const decoded = safeDecode(pathname);
  if (decoded === undefined || decoded.includes('\0') || decoded.includes('\\')) return { kind: 'refused' };
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return { kind: 'refused' };
  if (basePath !== '/' && (decoded === '/' || decoded === baseFolderHref(basePath))) {
    return { kind: 'redirect', location: basePath };
  }
  const underBase = pathUnderBase(basePath, decoded);
  if (underBase === undefined) return { kind: 'file', candidates: [] };
  const relative = underBase.replace(/\/+$/, '');
  if (relative === '') return { kind: 'file', candidates: ['index.html'] };
  const last = relative.slice(relative.lastIndexOf('/') + 1);
  // a page is a folder's index.html, or `x.html` on a site built with `trailingSlash: false`
  const candidates = last.includes('.') ? [relative, `${relative}/index.html`] : [`${relative}/index.html`, relative, `${relative}.html`];
  return { kind: 'file', candidates };
}

function safeDecode(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

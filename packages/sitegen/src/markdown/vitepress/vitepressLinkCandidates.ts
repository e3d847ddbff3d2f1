/**
 * The Markdown files a VitePress link may name, in the order VitePress tries them: it links
 * pages by their URL, so `./setup`, `./setup.html` and `./setup.md` are the same page, and
 * `./guide/` (or `./guide/index.html`) is `guide/index.md`. The anchor and query are kept.
 */
export function vitepressLinkCandidates(raw: string): string[] {
  const at = raw.search(/[?#]/);
  const pathPart = at === -1 ? raw : raw.slice(0, at);
  const suffix = at === -1 ? '' : raw.slice(at);
  if (pathPart === '' || /\.mdx?$/i.test(pathPart)) return [];
  if (pathPart.endsWith('/')) return [`${pathPart}index.md${suffix}`];
  const html = /\.html$/i.exec(pathPart);
  if (html !== null) return [`${pathPart.slice(0, html.index)}.md${suffix}`];
  // another file (an image, a PDF): not a page
  if (/\.[a-z0-9]+$/i.test(pathPart.slice(pathPart.lastIndexOf('/') + 1))) return [];
  return [`${pathPart}.md${suffix}`, `${pathPart}/index.md${suffix}`];
}

/** `/guide/setup.html`, `/guide/setup.md` → `/guide/setup`; `/guide/index.html` → `/guide/`: a site path as a route. */
export function vitepressSitePath(raw: string): string {
  const at = raw.search(/[?#]/);
  const pathPart = at === -1 ? raw : raw.slice(0, at);
  const suffix = at === -1 ? '' : raw.slice(at);
  const page = pathPart.replace(/(^|\/)index\.(?:html|mdx?)$/i, '$1').replace(/\.(?:html|mdx?)$/i, '');
  return page + suffix;
}

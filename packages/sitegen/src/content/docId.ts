/** Number prefixes order files and folders ('01-intro.md') and are not part of ids or routes. */
const numberPrefix = /^(\d+)[-_.](?=.)/;

export function stripNumberPrefix(segment: string): { name: string; position?: number } {
  const match = numberPrefix.exec(segment);
  if (match === null) return { name: segment };
  return { name: segment.slice(match[0].length), position: Number(match[1]) };
}

/** 'tutorial/01-basics/02-quoting.md' → 'tutorial/basics/quoting' */
export function docIdOf(relativePath: string): string {
  return relativePath
    .replace(/\.mdx?$/, '')
    .split('/')
    .map((segment) => stripNumberPrefix(segment).name)
    .join('/');
}

/** The route of a doc: 'docs/<id>', or its slug (absolute: under docs; relative: replaces the last segment). */
export function docRoutePath(params: { docsRouteBasePath: string; id: string; slug?: string }): string {
  const { docsRouteBasePath, id, slug } = params;
  const join = (...parts: string[]): string => parts.filter((part) => part !== '').join('/');
  if (slug === undefined) return join(docsRouteBasePath, id);
  const cleanSlug = slug.replace(/^\/+|\/+$/g, '');
  if (slug.startsWith('/')) return join(docsRouteBasePath, cleanSlug);
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
  return join(docsRouteBasePath, dir, cleanSlug);
}

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

/**
 * Docusaurus serves a folder's index doc at the folder: `guides/index.md`, `guides/README.md`
 * and `guides/guides.md` are `/docs/guides`, `index.md` is the docs root. The slug that says so,
 * or undefined for any other doc.
 */
export function categoryIndexSlug(relativePath: string): string | undefined {
  const segments = docIdOf(relativePath).split('/');
  const name = segments.pop()?.toLowerCase();
  const isIndex = name === 'index' || name === 'readme' || (name !== undefined && name === segments.at(-1)?.toLowerCase());
  return isIndex ? `/${segments.join('/')}` : undefined;
}

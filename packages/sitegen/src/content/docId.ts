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

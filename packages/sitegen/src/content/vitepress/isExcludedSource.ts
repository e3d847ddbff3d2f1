/**
 * Whether a file under VitePress's `srcDir` is no page: under `node_modules`, under the
 * folders the site keeps other things in (its output, its static folder, VitePress's
 * `public/`), or matched by one of the site's `srcExclude` globs (`**` any folders, `*` and
 * `?` within a name), as VitePress leaves them out.
 */
export function isExcludedSource(relative: string, excluded: { folders: readonly string[]; globs: readonly string[] }): boolean {
  const segments = relative.split('/');
  if (segments.includes('node_modules')) return true;
  if (excluded.folders.some((folder) => folder !== '' && (relative === folder || relative.startsWith(`${folder}/`)))) return true;
  return excluded.globs.some((glob) => globRegExp(glob).test(relative));
}

const compiled = new Map<string, RegExp>();

function globRegExp(glob: string): RegExp {
  let found = compiled.get(glob);
  if (found !== undefined) return found;
  const source = glob
    .replace(/^\.\//, '')
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  found = new RegExp(`^${source}$`);
  compiled.set(glob, found);
  return found;
}

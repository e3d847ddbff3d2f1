/**
 * Where VitePress serves a page, from its path under `srcDir`: `guide/setup.md` →
 * `guide/setup`, `guide/index.md` → `guide`, `index.md` → '' (the root), after the site's
 * `rewrites` (VitePress's: `'packages/:pkg/src/:page' → ':pkg/:page'`).
 */
export function vitepressRoute(relative: string, rewrites: Readonly<Record<string, string>>): string {
  const rewritten = rewrite(relative, rewrites);
  return rewritten
    .replace(/\.mdx?$/i, '')
    .replace(/(?:^|\/)index$/i, '')
    .replace(/^\/+|\/+$/g, '');
}

/** The first rewrite whose pattern matches the whole path, applied; the path itself when none does. */
export function rewrite(relative: string, rewrites: Readonly<Record<string, string>>): string {
  for (const [from, to] of Object.entries(rewrites)) {
    const pattern = compile(withExtension(from));
    const match = pattern.regexp.exec(relative);
    if (match === null) continue;
    let target = withExtension(to);
    pattern.names.forEach((name, index) => {
      target = target.replace(new RegExp(`:${escapeRegExp(name)}\\*?(?![\\w])`, 'g'), match[index + 1] ?? '');
    });
    return target.replace(/^\/+/, '');
  }
  return relative;
}

/** A pattern's `.md` may be left out, as VitePress's may: `guide/:page` reads `guide/:page.md`. */
function withExtension(pattern: string): string {
  return /\.mdx?$/i.test(pattern) || pattern.endsWith('*') ? pattern : `${pattern}.md`;
}

/** `:name` matches one segment, `:name*` (or `(.*)`) the rest of the path; the rest is literal. */
function compile(pattern: string): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  for (const part of pattern.split(/(:[A-Za-z_]\w*\*?|\(\.\*\))/)) {
    if (part === '(.*)') {
      names.push(String(names.length + 1));
      source += '(.*)';
    } else if (part.startsWith(':')) {
      const rest = part.endsWith('*');
      names.push(part.slice(1).replace(/\*$/, ''));
      source += rest ? '(.*)' : '([^/]+)';
    } else source += escapeRegExp(part);
  }
  return { regexp: new RegExp(`^${source}$`), names };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

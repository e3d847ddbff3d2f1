import { SitegenError, type SourceLocation } from '../errors/SitegenError.js';

/**
 * Characters that end a URL path ('#', '?') or must be escaped in one ('%', '\'), and control
 * characters (a NUL, a line break, a tab): a route with one has no working link, and a NUL
 * cannot even name the file it would be written to.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what this finds
const URL_BREAKING = /[#?%\\\u0000-\u001f\u007f]/;

/** The first character of `text` that cannot be part of a page's URL, said so that an invisible one shows: "a line break (U+000A)". */
export function urlBreakingCharacter(text: string): string | undefined {
  const found = URL_BREAKING.exec(text)?.[0];
  if (found === undefined) return undefined;
  const code = found.charCodeAt(0);
  if (code > 0x1f && code !== 0x7f) return `'${found}'`;
  const unicode = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const name = CONTROL_NAMES[code];
  return name === undefined ? `a control character (${unicode})` : `${name} (${unicode})`;
}

const CONTROL_NAMES: Readonly<Record<number, string>> = { 0: 'a NUL character', 9: 'a tab', 10: 'a line break', 13: 'a carriage return' };

/** A front matter slug is a path on the site: no '.' or '..' segment, nothing that ends or escapes a URL path. */
export function checkSlug(slug: string, location: SourceLocation): void {
  const dotSegment = slug.split('/').find((segment) => segment === '..' || segment === '.');
  const breaking = urlBreakingCharacter(slug);
  if (dotSegment === undefined && breaking === undefined) return;
  throw new SitegenError({
    code: 'content/invalid-slug',
    message:
      dotSegment === undefined
        ? `the slug ${JSON.stringify(slug)} has ${breaking}, which cannot be part of a page's URL`
        : `the slug ${JSON.stringify(slug)} has a '${dotSegment}' segment: a page's URL stays inside the site`,
    hint: "Write the slug as a plain path such as '/guides/setup' (absolute: under the docs) or 'setup' (beside the file).",
    location,
  });
}

/** A route made from a file's name and folders: a character that breaks URLs is the name's to lose. */
export function checkFileRoute(routePath: string, relative: string, file: string): void {
  const found = URL_BREAKING.exec(routePath)?.[0];
  if (found === undefined) return;
  const character = urlBreakingCharacter(found) ?? found;
  // escaped: a name may hold a line break
  const name = JSON.stringify(relative).slice(1, -1);
  throw new SitegenError({
    code: 'content/invalid-file-name',
    message: `'${name}' has ${character} in its name, which cannot be part of a page's URL`,
    hint: `Rename it without ${character} (e.g. ${JSON.stringify(relative.replaceAll(found, '-'))}), or give it a slug in its front matter.`,
    location: { file },
  });
}

import { SitegenError, type SourceLocation } from '../errors/SitegenError.js';

/** Characters that end a URL path ('#', '?') or must be escaped in one ('%', '\'): a route with one has no working link. */
const URL_BREAKING = /[#?%\\]/;

/** A front matter slug is a path on the site: no '.' or '..' segment, nothing that ends or escapes a URL path. */
export function checkSlug(slug: string, location: SourceLocation): void {
  const dotSegment = slug.split('/').find((segment) => segment === '..' || segment === '.');
  const breaking = URL_BREAKING.exec(slug)?.[0];
  if (dotSegment === undefined && breaking === undefined) return;
  throw new SitegenError({
    code: 'content/invalid-slug',
    message:
      dotSegment === undefined
        ? `the slug ${JSON.stringify(slug)} has '${breaking}', which cannot be part of a page's URL`
        : `the slug ${JSON.stringify(slug)} has a '${dotSegment}' segment: a page's URL stays inside the site`,
    hint: "Write the slug as a plain path such as '/guides/setup' (absolute: under the docs) or 'setup' (beside the file).",
    location,
  });
}

/** A route made from a file's name and folders: a character that breaks URLs is the name's to lose. */
export function checkFileRoute(routePath: string, relative: string, file: string): void {
  const breaking = URL_BREAKING.exec(routePath)?.[0];
  if (breaking === undefined) return;
  throw new SitegenError({
    code: 'content/invalid-file-name',
    message: `'${relative}' has '${breaking}' in its name, which cannot be part of a page's URL`,
    hint: `Rename it without '${breaking}' (e.g. ${JSON.stringify(relative.replaceAll(breaking, '-'))}), or give it a slug in its front matter.`,
    location: { file },
  });
}

/** An `<img>` tag (its attributes may hold `>` inside quotes) and its `src`. */
const IMAGE = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const SRC = /\ssrc=(?:"([^"]*)"|'([^']*)')/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * A package's README (or doc comment) as rendered, without the images its Markdown could not
 * find: the image step rewrote every image it copied or placed to a site address, so a `src`
 * still relative names a file the package does not ship (zod's README shows a `logo.svg` left
 * out of its tarball). It was reported once at its line; left in, it would be a broken link on
 * the page that `--strict-links` fails on, whatever `api.strictPackageLinks` says.
 */
export function dropUnresolvedImages(html: string): string {
  return html.replace(IMAGE, (tag) => {
    const match = SRC.exec(tag);
    const src = match?.[1] ?? match?.[2];
    const unresolved = src !== undefined && src !== '' && !src.startsWith('/') && !src.startsWith('#') && !HAS_SCHEME.test(src);
    return unresolved ? '' : tag;
  });
}

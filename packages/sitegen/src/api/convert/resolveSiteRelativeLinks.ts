/** `](/docs/x)`, `[ref]: /docs/x`, `href="/docs/x"`: a site-relative URL where Markdown or HTML takes one (never `//host`) */
const SITE_RELATIVE = [/(\]\(\s*<?)(?=\/(?!\/))/g, /^(\s{0,3}\[[^\]\n]+\]:\s*<?)(?=\/(?!\/))/gm, /(\bhref\s*=\s*["'])(?=\/(?!\/))/gi];

/**
 * Site-relative links in a doc comment's Markdown, made absolute on the package's own site:
 * its authors wrote `/docs/actions` for their site, and on ours the path would lead nowhere.
 * Text parts only: code spans and `{@link}`s are parts of their own.
 */
export function resolveSiteRelativeLinks(markdown: string, siteUrl: string): string {
  return SITE_RELATIVE.reduce((text, pattern) => text.replace(pattern, (_, before: string) => `${before}${siteUrl}`), markdown);
}

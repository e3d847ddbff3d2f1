export interface RedirectPageParams {
  /** where it leads: an href of the site */
  href: string;
  /** the target's absolute URL when the site has one (the canonical link), else its href */
  canonical: string;
  /** the target's title, the text of the link shown while the redirect happens (or without it) */
  title: string;
  lang: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * A page that sends the reader on at once, on any static host: a meta refresh (no script
 * needed), a script that keeps the address's query and fragment where it runs, a canonical
 * link so search engines index the target instead, and a plain link for anything that
 * follows none of them.
 */
export function renderRedirectPage({ href, canonical, title, lang }: RedirectPageParams): string {
  const target = escapeHtml(href);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta name="robots" content="noindex">
<script>location.replace(${JSON.stringify(href).replace(/</g, '\\u003c')} + location.search + location.hash)</script>
</head>
<body>
<p><a href="${target}">${escapeHtml(title)}</a></p>
</body>
</html>
`;
}

import type { ServerResponse } from 'node:http';

/**
 * Headers on every answer of `sitegen serve` and `sitegen dev`, so that a site previewed
 * locally behaves as it will behind a careful host, and a preview opened on a shared
 * machine cannot be framed or have its files guessed into scripts.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // a file is only what its Content-Type says: a text file is never run as a script or style
  'X-Content-Type-Options': 'nosniff',
  // another origin learns the site, not the page the reader was on
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // only the site itself may frame its pages; X-Frame-Options for browsers without frame-ancestors
  'X-Frame-Options': 'SAMEORIGIN',
  // frame-ancestors alone: a script-src or style-src would block the inline colour-mode
  // script, the theme's inline styles and the dev overlay, which are the site's own
  'Content-Security-Policy': "frame-ancestors 'self'",
};

/** Sets the security headers on a response not yet sent (answers that clear headers set them again). */
export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

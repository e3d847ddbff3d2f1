import { compactSource } from './inlineScript.js';

/**
 * The inline `<head>` script: runs before first paint, so it is stringified with
 * `toString()` and must stay self-contained (no imports, no helpers, no closures). The
 * window is a parameter with a minimal structural type so this module type-checks on the
 * server (no DOM lib) and in tests with a fake window.
 */
export interface PrePaintConfig {
  colorModeKey: string;
  announcementKey: string;
  themeAttribute: string;
  themeChoiceAttribute: string;
  announcementAttribute: string;
  mismatchAttribute: string;
  /** set when scripts run, so CSS can offer no-JS fallbacks */
  jsAttribute: string;
  defaultMode: string;
  respectPrefersColorScheme: boolean;
  /** the announcement bar id, when the page has a closeable one */
  announcementId: string | null;
  basePath: string;
}

export interface PrePaintWindow {
  localStorage: { getItem(key: string): string | null };
  matchMedia(query: string): { matches: boolean };
  location: { pathname: string };
  document: { documentElement: { setAttribute(name: string, value: string): void } };
}

export function prePaint(w: PrePaintWindow, c: PrePaintConfig): void {
  const root = w.document.documentElement;
  root.setAttribute(c.jsAttribute, '');
  let stored: string | null = null;
  try {
    stored = w.localStorage.getItem(c.colorModeKey);
    if (c.announcementId !== null && w.localStorage.getItem(c.announcementKey) === c.announcementId) {
      root.setAttribute(c.announcementAttribute, '');
    }
  } catch (e) {
    // storage can be blocked (privacy settings): the defaults apply
  }
  const choice = stored === 'light' || stored === 'dark' || (stored === 'system' && c.respectPrefersColorScheme) ? stored : c.defaultMode;
  const theme = choice === 'system' ? (w.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : choice;
  root.setAttribute(c.themeChoiceAttribute, choice);
  root.setAttribute(c.themeAttribute, theme);
  if (w.location.pathname.indexOf(c.basePath) !== 0 && w.location.pathname + '/' !== c.basePath) {
    root.setAttribute(c.mismatchAttribute, '');
  }
}

const SOURCE = compactSource(prePaint);

/** The script's source: the function applied to the window and this page's config. */
export function prePaintScript(config: PrePaintConfig): string {
  return `(${SOURCE})(window,${JSON.stringify(config).replace(/</g, '\\u003c')})`;
}

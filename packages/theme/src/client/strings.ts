import type { ThemeStringKey } from '@sitegen/core/view';
import { DATA_ATTRIBUTES } from '@sitegen/core/view';

let table: Partial<Record<ThemeStringKey, string>> | undefined;

/**
 * The theme's word `key` in the page's locale, from `<html data-sg-strings>` (set on pages
 * of a locale other than English), else `english`. Read once per page load: a client-side
 * navigation stays in its locale.
 */
export function t(key: ThemeStringKey, english: string): string {
  if (table === undefined) {
    try {
      table = JSON.parse(document.documentElement.getAttribute(DATA_ATTRIBUTES.strings) ?? '{}') as typeof table;
    } catch {
      table = {};
    }
  }
  return table?.[key] ?? english;
}

import type { NotMapped } from '../migrationFiles.js';

type Data = Record<string, unknown>;

const COMMON = ['type', 'position', 'className'];

/** The keys sitegen's navbar items take, by type (userConfigSchema's): Docusaurus's items share most of them. */
const KEYS: Readonly<Record<string, readonly string[]>> = {
  default: [...COMMON, 'label', 'to', 'href', 'activeBasePath'],
  dropdown: [...COMMON, 'label', 'to', 'href', 'items'],
  localeDropdown: COMMON,
  search: COMMON,
  html: [...COMMON, 'value'],
  doc: [...COMMON, 'docId', 'label'],
  docSidebar: [...COMMON, 'sidebarId', 'label'],
  docsVersion: [...COMMON, 'label', 'version', 'docsPluginId'],
  docsVersionDropdown: [...COMMON, 'docsPluginId', 'versions'],
};

/** A dropdown's entries take fewer keys. */
const CHILD_KEYS: Readonly<Record<string, readonly string[]>> = {
  default: ['type', 'label', 'to', 'href'],
  doc: ['type', 'docId', 'label'],
  docSidebar: ['type', 'sidebarId', 'label'],
  html: ['type', 'value'],
};

/**
 * Docusaurus's navbar items as sitegen's: the keys sitegen has are kept, the others listed (a
 * second docs plugin's id, `dropdownItemsAfter`, `aria-label`). A link with only an icon (a
 * class and an `aria-label`) gets the label as its text; an item of a type sitegen lacks is left out.
 */
export function mapNavbarItems(items: unknown, notMapped: NotMapped[], at = 'themeConfig.navbar.items', child = false): Data[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((value, index) => {
    const item = (value ?? {}) as Data;
    const key = `${at}[${index}]`;
    const type = typeof item.type === 'string' ? item.type : item.items !== undefined && !child ? 'dropdown' : 'default';
    const kept = (child ? CHILD_KEYS : KEYS)[type];
    if (kept === undefined) {
      notMapped.push({ key, why: `a navbar item of type '${type}' has no sitegen counterpart: it is left out` });
      return [];
    }
    // Docusaurus takes an item with `items` for a dropdown; sitegen's config says so
    const mapped: Data = item.type === undefined && type === 'dropdown' ? { type } : {};
    for (const [name, entry] of Object.entries(item)) {
      if (kept.includes(name)) mapped[name] = name === 'items' ? mapNavbarItems(entry, notMapped, `${key}.items`, true) : entry;
      else if (name !== 'aria-label') notMapped.push({ key: `${key}.${name}`, why: 'no sitegen navbar setting of that name' });
    }
    if ((type === 'default' || type === 'dropdown' || type === 'docSidebar') && typeof mapped.label !== 'string') {
      mapped.label = typeof item['aria-label'] === 'string' ? item['aria-label'] : String(item.sidebarId ?? item.href ?? item.to ?? 'Link');
    }
    return [mapped];
  });
}

/**
 * The `docs-version` island, on every page of a site with several docs versions (it mounts
 * again after each client-side navigation): it points the navbar's docs links and version
 * dropdown at the version being read, or on a page outside the docs at the reader's
 * preferred version (SPEC §4: stored per docs plugin), which a click on a version's link
 * stores; and it scopes search to that version.
 */
import { STORAGE_KEYS, type DocsVersionsView } from '@sitegen/core/view';
import { VERSION_ATTRIBUTES } from '../../shared/versionNames.js';
import { readStorage, writeStorage } from '../storage.js';
import { setSearchScope } from './searchScope.js';

/** the storage keys a click listener already stores choices under: one listener per docs plugin, for the document's life */
const listening = new Set<string>();

function isDocsVersionsView(value: unknown): value is DocsVersionsView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Partial<DocsVersionsView>;
  return (
    typeof view.pluginId === 'string' &&
    typeof view.latest === 'string' &&
    Array.isArray(view.versions) &&
    view.versions.every((version) => typeof version?.name === 'string' && typeof version.href === 'string')
  );
}

/** The version a click chose: on a version's link, or on an element inside it. */
function chosenVersion(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a') : null;
  const marker = link?.hasAttribute(VERSION_ATTRIBUTES.version) ? link : link?.querySelector(`[${VERSION_ATTRIBUTES.version}]`);
  return marker?.getAttribute(VERSION_ATTRIBUTES.version) ?? undefined;
}

function hrefsOf(link: Element): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(link.getAttribute(VERSION_ATTRIBUTES.versionHrefs) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export default function mountDocsVersion(_element: HTMLElement, props: unknown): void {
  if (!isDocsVersionsView(props)) throw new Error('The docs-version island needs the docs versions in its props.');
  const key = `${STORAGE_KEYS.preferredVersionPrefix}${props.pluginId}`;
  if (!listening.has(key)) {
    listening.add(key);
    document.addEventListener('click', (event) => {
      const version = chosenVersion(event.target);
      if (version !== undefined) writeStorage('local', key, version);
    });
  }
  const stored = readStorage('local', key);
  const preferred = props.versions.find((version) => version.name === stored);
  const active =
    props.versions.find((version) => version.name === props.version?.name) ??
    preferred ??
    props.versions.find((version) => version.name === props.latest);
  if (active === undefined) return;
  for (const link of document.querySelectorAll(`a[${VERSION_ATTRIBUTES.versionHrefs}]`)) {
    const href = hrefsOf(link)[active.name];
    if (typeof href === 'string') link.setAttribute('href', href);
  }
  // the dropdown's entries lead to this page in each version; its toggle names the active one
  for (const marker of document.querySelectorAll(`a [${VERSION_ATTRIBUTES.version}]`)) {
    const version = props.versions.find((candidate) => candidate.name === marker.getAttribute(VERSION_ATTRIBUTES.version));
    if (version !== undefined) marker.closest('a')?.setAttribute('href', version.href);
    // the navbar's toggle, or the mobile menu's heading over the versions
    const label =
      marker.closest('.sg-dropdown')?.querySelector('.sg-dropdown__toggle')?.firstChild ??
      marker.closest('.sg-menu__list')?.previousElementSibling?.firstChild;
    if (label?.nodeType === Node.TEXT_NODE) label.textContent = active.label;
  }
  setSearchScope({ version: { name: active.name, label: active.label } });
}

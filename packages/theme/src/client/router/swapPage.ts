import { DATA_ATTRIBUTES, ISLANDS } from '@sitegen/core/view';

/** The head elements that describe the page rather than the site. */
const PAGE_META = ['meta[name="description"]', 'link[rel="canonical"]', 'link[rel="alternate"]'];
/** Links whose active state follows the page: navbar items, dropdown entries, mobile menu. */
const NAV_LINKS = '.sg-navbar__link, .sg-dropdown__link, .sg-menu__link';
const SIDEBAR = `[${DATA_ATTRIBUTES.island}="${ISLANDS.sidebar}"]`;

const scriptsOf = (doc: Document): string =>
  Array.from(doc.querySelectorAll('script[src]'), (script) => script.getAttribute('src')).join(' ');

/**
 * Whether `next` may replace `doc` in place. Not when it is a page of another build (new
 * asset hashes: it needs its own scripts), nor when either page's content has scripts of
 * its own: those run only on a full load, and would outlive a swap.
 */
export function canSwap(doc: Document, next: Document): boolean {
  return scriptsOf(next) === scriptsOf(doc) && ![doc, next].some((page) => page.querySelector('.sg-page script'));
}

/**
 * Moves the page-specific parts of `next` (another page of the same build, parsed) into
 * `doc`: title, meta, the page region (sidebar, content, TOC, breadcrumbs) and the
 * navbar's active state. The navbar itself stays, with its islands' state. Returns the
 * new page region, whose islands still need mounting; null when `next` is no sitegen page.
 */
export function swapPage(doc: Document, next: Document): HTMLElement | null {
  const region = doc.querySelector<HTMLElement>('.sg-page');
  const nextRegion = next.querySelector<HTMLElement>('.sg-page');
  if (region === null || nextRegion === null) return null;
  doc.title = next.title;
  for (const selector of PAGE_META) {
    for (const old of doc.head.querySelectorAll(selector)) old.remove();
    doc.head.append(...next.head.querySelectorAll(selector));
  }
  // the same sidebar keeps its scroll position, as it would on a server-side app
  const sameSidebar =
    region.querySelector(SIDEBAR)?.getAttribute(DATA_ATTRIBUTES.islandProps) ===
    nextRegion.querySelector(SIDEBAR)?.getAttribute(DATA_ATTRIBUTES.islandProps);
  const sidebarScroll = region.querySelector('.sg-sidebar')?.scrollTop ?? 0;
  region.replaceWith(nextRegion);
  const sidebar = nextRegion.querySelector('.sg-sidebar');
  if (sameSidebar && sidebar !== null) sidebar.scrollTop = sidebarScroll;
  syncActiveLinks(doc, next);
  return nextRegion;
}

/** The navbar and mobile menu are kept: only their links' active state changes. */
function syncActiveLinks(doc: Document, next: Document): void {
  const links = doc.querySelectorAll(NAV_LINKS);
  const nextLinks = next.querySelectorAll(NAV_LINKS);
  if (links.length !== nextLinks.length) return;
  links.forEach((link, index) => {
    const source = nextLinks[index];
    if (source === undefined) return;
    link.classList.toggle('is-active', source.classList.contains('is-active'));
    // a locale link leads to the page being shown, in its locale
    if (link.hasAttribute('hreflang')) link.setAttribute('href', source.getAttribute('href') ?? '');
    const current = source.getAttribute('aria-current');
    if (current === null) link.removeAttribute('aria-current');
    else link.setAttribute('aria-current', current);
  });
}

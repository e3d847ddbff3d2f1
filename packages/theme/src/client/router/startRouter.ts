import { DATA_ATTRIBUTES, ELEMENT_IDS } from '@sitegen/core/view';
import { createProgressBar } from '../progress/createProgressBar.js';
import { createPageCache, fetchPage } from './pageCache.js';
import { pageKey, routeUrl } from './routeUrl.js';
import { createScrollMemory } from './scrollMemory.js';
import { canSwap, swapPage } from './swapPage.js';

const CACHED_PAGES = 30;
/** how long the pointer rests on a link before its page preloads: passing over a link is no intent to follow it */
const HOVER_INTENT_MS = 50;

/** A link the browser would follow in this tab, or null. */
function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  return anchor.target === '' || anchor.target === '_self' ? anchor : null;
}

function scrollToHash(hash: string): void {
  const target = hash === '' ? null : document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target === null) window.scrollTo(0, 0);
  else target.scrollIntoView();
}

/**
 * Client-side route changes: a plain click on a link to another page of the site loads
 * that page's prebuilt HTML and swaps the page region in place (see `swapPage`), keeping
 * the navbar and its widgets. Only the latest navigation commits; a page that fails to
 * load is loaded the ordinary way instead. Every link stays a plain link without scripts.
 */
export function startRouter(mount: (root: ParentNode) => void): void {
  const root = document.documentElement;
  const basePath = root.getAttribute(DATA_ATTRIBUTES.basePath);
  // served under the wrong base path, the page shows a banner and its links stay plain
  if (basePath === null || root.hasAttribute(DATA_ATTRIBUTES.basePathMismatch)) return;
  const progress = createProgressBar(Number(root.getAttribute(DATA_ATTRIBUTES.progressDelay)));
  const cache = createPageCache(fetchPage, CACHED_PAGES);
  const scroll = createScrollMemory();
  history.scrollRestoration = 'manual';
  const restored = scroll.arrive();
  if (restored !== undefined) window.scrollTo(0, restored);

  const announcer = document.createElement('div');
  announcer.className = 'sg-visually-hidden';
  announcer.setAttribute('aria-live', 'polite');
  announcer.setAttribute('aria-atomic', 'true');
  document.body.append(announcer);

  let shown = pageKey(new URL(location.href));
  let latest = 0;
  const urlOf = (anchor: HTMLAnchorElement | null) => (anchor === null ? null : routeUrl(anchor.href, location.href, basePath));

  const preload = (target: EventTarget | null) => {
    const url = urlOf(anchorOf(target));
    // a failed preload is forgotten by the cache; following the link then loads it again
    if (url !== null && pageKey(url) !== shown) cache.load(pageKey(url)).catch(() => undefined);
  };
  /** `push` for a followed link; otherwise back/forward already made `url` the current entry */
  async function navigate(url: URL, push: boolean): Promise<void> {
    const id = ++latest;
    progress.start();
    // SPEC §8: a failed route load reloads the page, here the target's
    const fail = () => id === latest && (push ? location.assign(url.href) : location.reload());
    const html = await cache.load(pageKey(url)).catch(() => null);
    if (id !== latest) return;
    const next = html === null ? null : new DOMParser().parseFromString(html, 'text/html');
    if (next === null || !canSwap(document, next)) return void fail();
    if (push) scroll.leave();
    const region = swapPage(document, next);
    if (region === null) return void fail();
    shown = pageKey(url);
    if (push) history.pushState(null, '', url.href);
    const position = scroll.arrive();
    mount(region);
    document.getElementById(ELEMENT_IDS.main)?.focus({ preventScroll: true });
    if (position === undefined) scrollToHash(url.hash);
    else window.scrollTo(0, position);
    announcer.textContent = document.title;
    progress.done();
  }

  document.addEventListener('click', (event) => {
    const url = urlOf(anchorOf(event.target));
    if (url === null || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    if (pageKey(url) === shown) {
      // the same page: the browser scrolls to the #hash and adds the history entry itself
      if (url.hash !== '') scroll.leave();
      return;
    }
    event.preventDefault();
    void navigate(url, true);
  });

  window.addEventListener('popstate', () => {
    // the window still shows the entry being left
    scroll.leave();
    const url = new URL(location.href);
    if (pageKey(url) !== shown) {
      void navigate(url, false);
      return;
    }
    latest += 1;
    progress.done();
    const position = scroll.arrive();
    if (position === undefined) scrollToHash(url.hash);
    else window.scrollTo(0, position);
  });
  window.addEventListener('hashchange', () => scroll.arrive());
  window.addEventListener('pagehide', () => scroll.leave());

  let intent: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('mouseover', (event) => {
    clearTimeout(intent);
    intent = setTimeout(preload, HOVER_INTENT_MS, event.target);
  });
  document.addEventListener('mouseout', () => clearTimeout(intent));
  document.addEventListener('focusin', (event) => preload(event.target));
  document.addEventListener('touchstart', (event) => preload(event.target), { passive: true });
}

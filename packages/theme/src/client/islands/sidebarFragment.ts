/**
 * Large sidebars (issue 10): a page carries only its open categories, the others are
 * filled from the sidebar's fragment, written once per site. Its own chunk: small sites
 * never load it.
 */
let fragment: { href: string; parsed: Promise<Document> } | undefined;

/** The fragment, fetched once (again only after a failure). */
function loadFragment(href: string): Promise<Document> {
  if (fragment?.href !== href) {
    const parsed = fetch(href)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${href}: ${response.status}`))))
      .then((html) => new DOMParser().parseFromString(html, 'text/html'));
    parsed.catch(() => (fragment = undefined));
    fragment = { href, parsed };
  }
  return fragment.parsed;
}

/** Copies the category's items (found by its `data-sg-key`) into its empty list. */
export async function fillFromFragment(category: HTMLElement, list: HTMLElement, href: string): Promise<void> {
  const parsed = await loadFragment(href).catch(() => undefined);
  const source = parsed?.querySelector(`[data-sg-key="${CSS.escape(category.dataset.sgKey ?? '')}"] > .sg-sidebar__list`);
  if (source && list.childElementCount === 0) list.append(...[...source.children].map((child) => document.importNode(child, true)));
}

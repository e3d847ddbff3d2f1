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

/** Copies the category's items (found by its `data-sg-key`) into its empty list; rejects when the fragment does not load. */
export async function fillFromFragment(category: HTMLElement, list: HTMLElement, href: string): Promise<void> {
  const parsed = await loadFragment(href);
  const source = parsed.querySelector(`[data-sg-key="${CSS.escape(category.dataset.sgKey ?? '')}"] > .sg-sidebar__list`);
  if (source && list.childElementCount === 0) list.append(...[...source.children].map((child) => document.importNode(child, true)));
}

/**
 * A page of a wide sidebar carries only its own branch: the whole list comes from the
 * fragment, with the page's rows (its open category, its current link) put in their places.
 * Rejects when the fragment does not load.
 */
export async function completeSidebar(nav: HTMLElement, href: string): Promise<void> {
  const parsed = await loadFragment(href);
  const whole = parsed.body.firstElementChild;
  const own = nav.querySelector<HTMLElement>(':scope > .sg-sidebar__list');
  if (!whole || !own || !nav.isConnected) return;
  const complete = document.importNode(whole, true);
  for (const row of [...own.children]) {
    const key = row.getAttribute('data-sg-key');
    const link = row.querySelector('a')?.getAttribute('href');
    const counterpart =
      key !== null
        ? complete.querySelector(`:scope > [data-sg-key="${CSS.escape(key)}"]`)
        : [...complete.children].find((candidate) => candidate.querySelector('a')?.getAttribute('href') === link);
    counterpart?.replaceWith(row);
  }
  own.replaceWith(complete);
}

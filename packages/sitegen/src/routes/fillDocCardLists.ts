import { DOC_CARD_LIST_ATTRIBUTE } from '../view/constants.js';
import type { CategoryPageView, SidebarItemView, SidebarView } from '../view/index.js';
import { SitegenError } from '../errors/SitegenError.js';

type Card = CategoryPageView['cards'][number];

// the theme's `<DocCardList />` without items: `<div class="…" data-sg-doc-card-list=""></div>`
const EMPTY_LIST = new RegExp(`<div([^>]*?) ${DOC_CARD_LIST_ATTRIBUTE}=""></div>`, 'g');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** Whether a doc's HTML has a `<DocCardList />` without items to fill. */
export function hasEmptyDocCardList(html: string): boolean {
  return html.includes(` ${DOC_CARD_LIST_ATTRIBUTE}=""`);
}

/**
 * The items of the sidebar category whose page is `href` (Docusaurus's
 * `useCurrentSidebarCategory()`), or undefined when the page is no category's.
 */
export function currentSidebarCategory(sidebar: SidebarView | undefined, href: string): SidebarItemView[] | undefined {
  const find = (items: SidebarItemView[]): SidebarItemView[] | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href === href) return item.items;
      const inner = find(item.items);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return sidebar === undefined ? undefined : find(sidebar.items);
}

export interface FillDocCardListsParams {
  html: string;
  /** the cards of the category whose page the doc is; undefined when it is no category's page */
  cards: Card[] | undefined;
  /** the doc's source, for the error */
  file: string;
  /** a category card's description when it has none ('3 items') */
  countLabel: (count: number) => string;
}

/**
 * The doc's HTML with each `<DocCardList />` without items filled with its category's cards,
 * marked up as the theme's `<DocCardList items>`. On a page that is no category's, Docusaurus
 * fails the build ("useCurrentSidebarCategory() should only be used on category index pages"):
 * so does this, saying how to fix it.
 */
export function fillDocCardLists({ html, cards, file, countLabel }: FillDocCardListsParams): string {
  if (!hasEmptyDocCardList(html)) return html;
  if (cards === undefined) {
    throw new SitegenError({
      code: 'mdx/render',
      message: "<DocCardList /> without `items` lists the sidebar category whose page this doc is, and this doc is no category's page",
      location: { file },
      hint: "Make the doc its category's page (`link: { type: 'doc', id }` in the sidebar, or `link` in _category_.json), or give <DocCardList> its `items`.",
    });
  }
  const cardHtml = cards
    .map((card) => {
      const description = card.description ?? (card.count === undefined ? undefined : countLabel(card.count));
      return (
        `<a class="sg-card sg-card--${card.kind}" href="${escapeHtml(card.href)}"><h2 class="sg-card__title">${escapeHtml(card.label)}</h2>` +
        `${description === undefined ? '' : `<p class="sg-card__description">${escapeHtml(description)}</p>`}</a>`
      );
    })
    .join('');
  return html.replace(EMPTY_LIST, (_, attributes: string) => `<div${attributes}>${cardHtml}</div>`);
}

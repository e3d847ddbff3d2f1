import type { PagefindApi, PagefindResultData } from './loadPagefind.js';

export interface SearchSectionView {
  title: string;
  href: string;
  excerpt: string;
}

/** one page of the results with the sections of it that matched */
export interface SearchResultView {
  title: string;
  href: string;
  excerpt: string;
  sections: SearchSectionView[];
}

export const MAX_PAGES = 8;
export const MAX_SECTIONS_PER_PAGE = 3;

export async function searchPagefind(pagefind: PagefindApi, query: string, indexHref: string): Promise<SearchResultView[]> {
  const { results } = await pagefind.search(query);
  // Pagefind reads an index chunk that failed to load as "no match": before saying there
  // is none, make sure the index can be reached
  if (results.length === 0) await assertIndexReachable(indexHref);
  const data = await Promise.all(results.slice(0, MAX_PAGES).map((result) => result.data()));
  return data.map(toResultView);
}

async function assertIndexReachable(indexHref: string): Promise<void> {
  const response = await fetch(`${indexHref}pagefind-entry.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`the search index answered ${response.status}`);
}

export function toResultView(data: PagefindResultData): SearchResultView {
  const sections = data.sub_results
    // Pagefind lists the text before the first heading as a section linking to the page itself
    .filter((section) => section.url !== data.url)
    .slice(0, MAX_SECTIONS_PER_PAGE)
    .map((section) => ({ title: section.title, href: section.url, excerpt: section.excerpt }));
  return { title: data.meta.title ?? data.url, href: data.url, excerpt: data.excerpt, sections };
}

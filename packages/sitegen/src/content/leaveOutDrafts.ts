import type { SiteContent } from './types.js';

/**
 * A production build leaves out the docs and pages whose front matter says `draft: true`, as
 * Docusaurus does; `sitegen dev` keeps them, so a page can be written and seen before it is published.
 */
export function leaveOutDrafts(content: SiteContent): SiteContent {
  const published = <T extends { frontMatter: { draft?: boolean } }>(items: T[]): T[] =>
    items.filter((item) => item.frontMatter.draft !== true);
  return { ...content, docs: published(content.docs), pages: published(content.pages) };
}

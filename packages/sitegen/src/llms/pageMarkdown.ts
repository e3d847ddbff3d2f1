import type { CategoryPageView, PageView } from '../view/index.js';
import type { SourceDoc, SourcePage } from '../content/types.js';
import type { LinkResolvers } from '../markdown/types.js';
import { isExternalUrl, type Router } from '../router/createRouter.js';
import { mdxForReaders } from './mdxForReaders.js';
import { rewriteMarkdownLinks } from '../content/rewriteMarkdownLinks.js';

/** What turning a page's links into absolute URLs needs: the router, and Markdown's own link resolution. */
export interface SiteLinks {
  router: Pick<Router, 'sitePathOf' | 'absoluteUrl'>;
  resolvers: Pick<LinkResolvers, 'resolveFileLink' | 'resolveApiLink'>;
}

const absolute = (links: SiteLinks, href: string) => links.router.absoluteUrl(href);

/** A link target of a page's Markdown → an absolute URL, or undefined to keep it as written. */
function resolveTarget(links: SiteLinks, file: string | undefined, pageHref: string, target: string): string | undefined {
  if (target.startsWith('api:')) {
    const href = links.resolvers.resolveApiLink(target.slice('api:'.length), file ?? '');
    return href && absolute(links, href);
  }
  if (target.startsWith('#')) return absolute(links, pageHref) + target;
  if (target.startsWith('/')) return links.router.sitePathOf(target) === undefined ? undefined : absolute(links, target);
  if (isExternalUrl(target) || file === undefined) return undefined;
  const href = links.resolvers.resolveFileLink(file, target);
  return href && absolute(links, href);
}

export function absoluteLinks(links: SiteLinks, markdown: string, pageHref: string, file?: string): string {
  return rewriteMarkdownLinks(markdown, (target) => resolveTarget(links, file, pageHref, target));
}

/** A guide or Markdown page: its source without front matter (nor an MDX page's imports), titled, links made absolute. */
export function sourceMarkdown(links: SiteLinks, source: SourceDoc | SourcePage, page: PageView): string {
  const body = /\.mdx$/i.test(source.file) ? mdxForReaders(source.body) : source.body.trim();
  const titled = /^# /.test(body) ? body : `# ${page.title}\n\n${body}`;
  return `${absoluteLinks(links, titled, page.href, source.file)}\n`;
}

/** A category index: its description and a list of its cards. */
export function categoryMarkdown(links: SiteLinks, page: CategoryPageView): string {
  const cards = page.cards.map(
    (card) => `- [${card.label}](${absolute(links, card.href)})${card.description ? `: ${oneLine(card.description)}` : ''}`,
  );
  return `# ${page.title}\n\n${page.description ? `${page.description}\n\n` : ''}${cards.join('\n')}\n`;
}

/** A page made by a React component (the home page): its title and description. */
export function summaryMarkdown(page: PageView): string {
  return `# ${page.title}\n\n${page.description ? `${page.description}\n` : ''}`;
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

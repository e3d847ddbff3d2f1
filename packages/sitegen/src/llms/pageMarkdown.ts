import { lookupSymbol } from '../api/lookupSymbol.js';
import type { ApiReference } from '../api/types.js';
import { apiHrefOf, resolveFileLinkIn } from '../markdown/linkTable.js';
import type { SourceDoc, SourcePage } from '../content/types.js';
import { isExternalUrl } from '../routes/hrefs.js';
import type { CategoryPageView, PageView } from '@sitegen/theme';
import { rewriteMarkdownLinks } from './rewriteMarkdownLinks.js';

/** What turning a page's links into absolute URLs needs. */
export interface SiteLinks {
  basePath: string;
  /** the site's origin without a trailing slash; '' keeps links path-absolute */
  origin: string;
  /** absolute source file → route path */
  routeOfFile: Map<string, string>;
  api?: Pick<ApiReference, 'symbols'>;
}

const absolute = (links: SiteLinks, href: string) => links.origin + href;

/** A link target of a page's Markdown → an absolute URL, or undefined to keep it as written. */
function resolveTarget(links: SiteLinks, file: string | undefined, pageHref: string, target: string): string | undefined {
  if (target.startsWith('api:')) {
    const href = links.api && apiHrefOf(links.basePath, lookupSymbol(links.api.symbols, target.slice('api:'.length)));
    return href && absolute(links, href);
  }
  if (target.startsWith('#')) return absolute(links, pageHref) + target;
  if (target.startsWith('/')) return target.startsWith(links.basePath) ? absolute(links, target) : undefined;
  if (isExternalUrl(target) || file === undefined) return undefined;
  const href = resolveFileLinkIn(links, file, target);
  return href && absolute(links, href);
}

export function absoluteLinks(links: SiteLinks, markdown: string, pageHref: string, file?: string): string {
  return rewriteMarkdownLinks(markdown, (target) => resolveTarget(links, file, pageHref, target));
}

/** A guide or Markdown page: its source without front matter, titled, links made absolute. */
export function sourceMarkdown(links: SiteLinks, source: SourceDoc | SourcePage, page: PageView): string {
  const body = source.body.trim();
  const titled = /^# /.test(body) ? body : `# ${page.title}\n\n${body}`;
  return `${absoluteLinks(links, titled, page.href, source.file)}\n`;
}

/** A category index: its description and a list of its cards. */
export function categoryMarkdown(links: SiteLinks, page: CategoryPageView): string {
  const cards = page.cards.map((card) => `- [${card.label}](${absolute(links, card.href)})${card.description ? `: ${oneLine(card.description)}` : ''}`);
  return `# ${page.title}\n\n${page.description ? `${page.description}\n\n` : ''}${cards.join('\n')}\n`;
}

/** A page made by a React component (the home page): its title and description. */
export function summaryMarkdown(page: PageView): string {
  return `# ${page.title}\n\n${page.description ? `${page.description}\n` : ''}`;
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

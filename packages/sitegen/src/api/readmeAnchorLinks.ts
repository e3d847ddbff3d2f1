import { rewriteMarkdownLinks } from '../content/rewriteMarkdownLinks.js';
import type { RenderedMarkdown } from './render/ApiRenderContext.js';

/**
 * Doc comments' links to an anchor alone (`[ky.stop](#kystop)`) that name a heading of the
 * README, sent to that heading on the reference's index page, where the README is shown.
 * Packages that document their API in their README write their comments' anchors for it,
 * and a comment is shown on its declaration's page, where no such heading is. An anchor
 * the README does not have stays as written (and the link check reports it).
 */
export function linkAnchorsToReadme(rendered: RenderedMarkdown, readmeAnchors: ReadonlySet<string>, indexHref: string): RenderedMarkdown {
  if (readmeAnchors.size === 0) return rendered;
  const linked: RenderedMarkdown = new Map();
  for (const [source, entry] of rendered) {
    const { html, links } = entry;
    const toReadme = links.filter((link) => link.href.startsWith('#') && readmeAnchors.has(link.href.slice(1)));
    if (toReadme.length === 0) {
      linked.set(source, entry);
      continue;
    }
    let retargeted = html;
    for (const link of toReadme) retargeted = retargeted.replaceAll(`href="${link.href}"`, `href="${indexHref}${link.href}"`);
    linked.set(source, {
      html: retargeted,
      links: links.map((link) => (toReadme.includes(link) ? { ...link, href: `${indexHref}${link.href}` } : link)),
    });
  }
  return linked;
}

/** The same for a page's Markdown twin, whose comments are written as their Markdown. */
export function linkMarkdownAnchorsToReadme(markdown: string, readmeAnchors: ReadonlySet<string>, indexHref: string): string {
  if (readmeAnchors.size === 0) return markdown;
  return rewriteMarkdownLinks(markdown, (target) =>
    target.startsWith('#') && readmeAnchors.has(target.slice(1)) ? `${indexHref}${target}` : undefined,
  );
}

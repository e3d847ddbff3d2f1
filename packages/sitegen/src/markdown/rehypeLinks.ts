import type { Element, Root } from 'hast';
import { visitElements } from './visitTree.js';
import type { MarkdownFile } from './fileData.js';
import { MARKDOWN_CLASSES } from '../view/constants.js';
import { takeIncludedLinkPlace } from './includedLinkPlace.js';
import { reportWarning } from './reportWarning.js';
import { type LinkResolverContext, resolveLink } from './resolveLink.js';
import type { LinkRef } from './types.js';

export type RehypeLinksOptions = LinkResolverContext;

/**
 * Rewrites every `<a href>` (Markdown and raw HTML alike) to its final href, opens external
 * links in a new tab, and records each link on `file.data.sgLinks` for the link check. A
 * link that cannot be resolved stays as written, with a warning.
 */
export function rehypeLinks(options: RehypeLinksOptions) {
  return (tree: Root, file: MarkdownFile): undefined => {
    const links: LinkRef[] = [];
    visitElements(tree, (node) => {
      const raw = node.properties.href;
      if (node.tagName !== 'a' || typeof raw !== 'string' || isHeadingAnchor(node)) return;
      const resolved = resolveLink(raw, file.path, options);
      const place = node.position?.start;
      const where = takeIncludedLinkPlace(node) ?? (place ? { line: place.line, column: place.column } : {});
      if (resolved.kind === 'broken') {
        reportWarning(file, { code: 'links/broken-markdown-link', message: resolved.reason, hint: resolved.hint, place: node.position });
        links.push({ raw, href: raw, isInternal: true, ...where });
        return;
      }
      node.properties.href = resolved.href;
      if (resolved.kind === 'external') {
        node.properties.target ??= '_blank';
        node.properties.rel ??= ['noopener', 'noreferrer'];
      }
      if (resolved.kind === 'internal' && resolved.symbol !== undefined && node.children.length === 0) {
        node.children = [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: resolved.symbol }] }];
      }
      links.push({ raw, href: resolved.href, isInternal: resolved.kind === 'internal', ...where });
    });
    file.data.sgLinks = links;
  };
}

function isHeadingAnchor(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(MARKDOWN_CLASSES.headingAnchor);
}

import type { SourceDoc } from '../content/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import { closeNames, didYouMean } from '../errors/suggestClosest.js';
import type { PaginationView } from '../view/index.js';

/** Where prev/next may lead: a doc by id, with the label a link to it shows. */
export interface PaginationTarget {
  label: string;
  href: string;
  /** the target's own `pagination_label`, which replaces the sidebar's label on links to it */
  paginationLabel?: string;
}

/**
 * A doc's prev/next: the sidebar's, with Docusaurus's front matter on top. `pagination_next`
 * / `pagination_prev` name a doc id (or `null`, no link); a target's `pagination_label`
 * names the links that lead to it.
 */
export function docPagination(
  doc: Pick<SourceDoc, 'frontMatter' | 'file' | 'frontMatterLines'>,
  fromSidebar: PaginationView,
  targets: { byId: ReadonlyMap<string, PaginationTarget>; byHref: ReadonlyMap<string, PaginationTarget> },
): PaginationView {
  const side = (key: 'pagination_prev' | 'pagination_next', sidebarLink: PaginationView['prev']): PaginationView['prev'] => {
    const chosen = doc.frontMatter[key];
    if (chosen === null) return undefined;
    if (chosen === undefined) {
      const label = sidebarLink === undefined ? undefined : targets.byHref.get(sidebarLink.href)?.paginationLabel;
      return sidebarLink === undefined || label === undefined ? sidebarLink : { ...sidebarLink, label };
    }
    const target = targets.byId.get(chosen);
    if (target === undefined) throw unknownTarget(doc, key, chosen, targets.byId.keys());
    return { label: target.paginationLabel ?? target.label, href: target.href };
  };
  const prev = side('pagination_prev', fromSidebar.prev);
  const next = side('pagination_next', fromSidebar.next);
  return { ...(prev === undefined ? {} : { prev }), ...(next === undefined ? {} : { next }) };
}

function unknownTarget(doc: Pick<SourceDoc, 'file' | 'frontMatterLines'>, key: string, id: string, ids: Iterable<string>): SitegenError {
  const meant = didYouMean(closeNames(id, ids));
  return new SitegenError({
    code: 'content/unknown-doc',
    message: `${key}: no doc has the id '${id}'`,
    hint: `${meant === undefined ? '' : `${meant} `}Name a doc by its id (its path under content/docs without extension, or its front matter \`id\` in that folder), or write null to hide the link.`,
    location: { file: doc.file, line: doc.frontMatterLines?.[key] },
  });
}

import type { HeadingInfo, MarkdownFile } from '../fileData.js';
import { toDiagnostics } from '../reportWarning.js';

/**
 * A partial renders inside the page, so what its compile found becomes the page's: its
 * headings join the page's table of contents where it is used (in the order of the page's
 * `toc` export, which spreads them in), its ids are anchors of the page, its links and images
 * are checked and copied with the page's. Its links keep no line: they are in another file.
 * Its warnings stay at its own file and line.
 */
export function takeOverPartials(page: MarkdownFile, partials: readonly MarkdownFile[], toc: unknown): void {
  if (partials.length === 0) return;
  const data = page.data;
  const headings = tocHeadings(toc);
  if (headings !== undefined) data.sgHeadings = [...(data.sgHeadings ?? []).filter((heading) => heading.level === 1), ...headings];
  for (const partial of partials) {
    const from = partial.data;
    data.sgAnchors = [...(data.sgAnchors ?? []), ...(from.sgAnchors ?? [])];
    data.sgLinks = [...(data.sgLinks ?? []), ...(from.sgLinks ?? []).map(({ line: _line, column: _column, ...link }) => link)];
    if (from.sgImages !== undefined) data.sgImages = [...(data.sgImages ?? []), ...from.sgImages];
    if (from.sgInputFiles !== undefined) data.sgInputFiles = [...(data.sgInputFiles ?? []), ...from.sgInputFiles];
    if (from.sgHighlightKeys !== undefined) data.sgHighlightKeys = [...(data.sgHighlightKeys ?? []), ...from.sgHighlightKeys];
    if (from.sgUnknownLanguages !== undefined)
      data.sgUnknownLanguages = [
        ...(data.sgUnknownLanguages ?? []),
        ...from.sgUnknownLanguages.map(({ line: _l, column: _c, ...use }) => use),
      ];
    if (partial.messages.length > 0)
      data.sgPartialDiagnostics = [...(data.sgPartialDiagnostics ?? []), ...toDiagnostics(partial, partial.path, from.sgLineOffset ?? 0)];
  }
}

/** The `toc` export as headings, when it is the one remarkTocExport wrote (a page's own may be anything). */
function tocHeadings(toc: unknown): HeadingInfo[] | undefined {
  if (!Array.isArray(toc)) return undefined;
  const headings: HeadingInfo[] = [];
  for (const item of toc as unknown[]) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { value, id, level } = item as Record<string, unknown>;
    if (typeof value !== 'string' || typeof id !== 'string' || typeof level !== 'number') return undefined;
    headings.push({ id, text: value, level });
  }
  return headings;
}

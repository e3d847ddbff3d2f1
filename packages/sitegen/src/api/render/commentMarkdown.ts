import type { ApiComment, ApiCommentPart } from '../model.js';

/** Symbol path → final href (with anchor), undefined when it is not documented. */
export type HrefOf = (target: string) => string | undefined;

function linkMarkdown(part: Extract<ApiCommentPart, { kind: 'link' }>, hrefOf: HrefOf): string {
  const href = part.url ?? (part.target === undefined ? undefined : hrefOf(part.target));
  const text = part.text.replace(/[[\]]/g, '\\$&');
  return href === undefined ? `\`${part.text}\`` : `[${text}](${href})`;
}

/** Comment parts as Markdown, `{@link}`s resolved to their pages (unresolved ones shown as code). */
export function partsToMarkdown(parts: ApiCommentPart[], hrefOf: HrefOf): string {
  return parts
    .map((part) => (part.kind === 'link' ? linkMarkdown(part, hrefOf) : part.text))
    .join('')
    .trim();
}

/** The first paragraph of the summary on one line, as Markdown (index tables, meta descriptions). */
export function summaryLineMarkdown(comment: ApiComment | undefined, hrefOf: HrefOf): string {
  if (!comment) return '';
  const paragraph = partsToMarkdown(comment.summary, hrefOf).split(/\n\s*\n/)[0] ?? '';
  return paragraph.replace(/\s*\n\s*/g, ' ').trim();
}

/** The same line as plain text (Markdown links and code marks dropped). */
export function summaryLineText(comment: ApiComment | undefined): string {
  return summaryLineMarkdown(comment, () => undefined)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1');
}

/** Links written in comments that point at nothing documented, for a warning. */
export function unresolvedLinks(comment: ApiComment | undefined): string[] {
  if (!comment) return [];
  const parts = [...comment.summary, ...comment.blocks.flatMap((block) => block.content)];
  return parts.flatMap((part) =>
    part.kind === 'link' && part.url === undefined && part.target === undefined && !part.external ? [part.text] : [],
  );
}

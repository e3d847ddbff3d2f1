import type { ApiCommentView } from '@sitegen/core/view';
import { MARKDOWN_CLASSES } from '@sitegen/core/view';
import { MarkdownHtml } from '../MarkdownHtml.js';
import { useStrings } from '../../shared/strings.js';
import type { CommentViewProps } from '../props.js';

export type { CommentViewProps } from '../props.js';

/**
 * A comment in two parts, for a page that shows the description before the code: what it
 * is (a deprecation, the summary), then the blocks (@remarks, @example...) after the code.
 */
export function splitComment(comment: ApiCommentView | undefined): { lead?: ApiCommentView; rest?: ApiCommentView } {
  if (comment === undefined) return {};
  return { lead: { ...comment, blocks: [] }, rest: { blocks: comment.blocks } };
}

/** @deprecated as a warning first, the summary, then @remarks, @example, @see, @throws... each under a small heading. */
export function CommentView({ comment }: CommentViewProps) {
  const strings = useStrings();
  if (!comment) return null;
  const { deprecated, summaryHtml } = comment;
  return (
    <>
      {deprecated ? (
        <div className={`${MARKDOWN_CLASSES.admonition} ${MARKDOWN_CLASSES.admonitionKindPrefix}warning`}>
          <div className={MARKDOWN_CLASSES.admonitionTitle}>{strings.apiDeprecated}</div>
          {deprecated.html === undefined ? null : <MarkdownHtml html={deprecated.html} />}
        </div>
      ) : null}
      {summaryHtml === undefined ? null : <MarkdownHtml className="sg-api-comment" html={summaryHtml} />}
      {comment.blocks.map((block, index) => (
        <div key={index} className={`sg-api-tag sg-api-tag--${block.tag}`}>
          <h4>{block.title}</h4>
          {block.html === undefined ? null : <MarkdownHtml html={block.html} />}
        </div>
      ))}
    </>
  );
}

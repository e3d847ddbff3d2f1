import { MARKDOWN_CLASSES } from '../../view/constants.js';
import type { ApiComment } from '../model.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { blockTitle, shownBlocks } from './commentBlocks.js';
import { partsToMarkdown } from './commentMarkdown.js';
import { RawHtml } from './RawHtml.js';

export function DeprecationView({ comment, ctx }: { comment: ApiComment | undefined; ctx: ApiRenderContext }) {
  const block = comment?.blocks.find((candidate) => candidate.tag === 'deprecated');
  if (!block) return null;
  const markdown = partsToMarkdown(block.content, ctx.hrefOf);
  return (
    <div className={`${MARKDOWN_CLASSES.admonition} ${MARKDOWN_CLASSES.admonitionKindPrefix}warning`}>
      <div className={MARKDOWN_CLASSES.admonitionTitle}>Deprecated</div>
      {markdown === '' ? null : <RawHtml html={ctx.markdown(markdown)} />}
    </div>
  );
}

/** Summary, then @remarks, @example, @see, @throws... each under a small heading; @deprecated as a warning first. */
export function CommentView({ comment, ctx }: { comment: ApiComment | undefined; ctx: ApiRenderContext }) {
  if (!comment) return null;
  const summary = partsToMarkdown(comment.summary, ctx.hrefOf);
  return (
    <>
      <DeprecationView comment={comment} ctx={ctx} />
      {summary === '' ? null : <RawHtml className="sg-api-comment" html={ctx.markdown(summary)} />}
      {shownBlocks(comment).map((block, index) => {
        const markdown = partsToMarkdown(block.content, ctx.hrefOf);
        return (
          <div key={index} className={`sg-api-tag sg-api-tag--${block.tag}`}>
            <h4>{blockTitle(block.tag)}</h4>
            {markdown === '' ? null : <RawHtml html={ctx.markdown(markdown)} />}
          </div>
        );
      })}
    </>
  );
}

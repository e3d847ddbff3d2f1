import type { ApiComment, ApiCommentPart } from '../model.js';
import type { ApiCommentView } from '../../view/index.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { blockTitle, shownBlocks } from './commentBlocks.js';
import { partsToMarkdown } from './commentMarkdown.js';

/** Comment text as HTML, or undefined when there is none. */
export function commentHtml(parts: ApiCommentPart[], ctx: ApiRenderContext): string | undefined {
  const markdown = partsToMarkdown(parts, ctx.hrefOf);
  return markdown === '' ? undefined : ctx.markdown(markdown);
}

/** Summary, then @remarks, @example, @see, @throws... each under its title; @deprecated as a warning first. */
export function commentView(comment: ApiComment | undefined, ctx: ApiRenderContext): ApiCommentView | undefined {
  if (!comment) return undefined;
  const deprecated = comment.blocks.find((block) => block.tag === 'deprecated');
  return {
    deprecated: deprecated ? { html: commentHtml(deprecated.content, ctx) } : undefined,
    summaryHtml: commentHtml(comment.summary, ctx),
    blocks: shownBlocks(comment).map((block) => ({
      tag: block.tag,
      title: blockTitle(block.tag, ctx.strings),
      html: commentHtml(block.content, ctx),
    })),
  };
}

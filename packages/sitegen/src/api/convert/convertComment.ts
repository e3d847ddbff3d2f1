import type { JSONOutput } from 'typedoc';
import type { ApiComment, ApiCommentPart } from '../model.js';
import { targetPath, type ConvertContext } from './ConvertContext.js';
import { resolveSiteRelativeLinks } from './resolveSiteRelativeLinks.js';

const LINK_TAGS = new Set(['@link', '@linkcode', '@linkplain']);

function convertPart(context: ConvertContext, part: JSONOutput.CommentDisplayPart): ApiCommentPart {
  switch (part.kind) {
    case 'text':
      return {
        kind: 'text',
        text: context.packageDocsUrl === undefined ? part.text : resolveSiteRelativeLinks(part.text, context.packageDocsUrl),
      };
    case 'code':
      return { kind: 'code', text: part.text };
    case 'relative-link':
      return { kind: 'text', text: part.text };
    case 'inline-tag': {
      if (!LINK_TAGS.has(part.tag)) return { kind: 'text', text: part.text };
      const text = part.tsLinkText || part.text;
      if (typeof part.target === 'string') return { kind: 'link', text, url: part.target };
      if (typeof part.target === 'object') return { kind: 'link', text, external: true };
      const target = targetPath(context, part.target) ?? (context.crossModulePaths?.has(part.text) === true ? part.text : undefined);
      return target === undefined ? { kind: 'link', text } : { kind: 'link', text, target };
    }
  }
}

export function convertParts(context: ConvertContext, parts: JSONOutput.CommentDisplayPart[]): ApiCommentPart[] {
  return parts.map((part) => convertPart(context, part));
}

export function convertComment(context: ConvertContext, comment: JSONOutput.Comment | undefined): ApiComment | undefined {
  if (!comment) return undefined;
  return {
    summary: convertParts(context, comment.summary),
    blocks: (comment.blockTags ?? []).map((tag) => ({
      tag: tag.tag.replace(/^@/, ''),
      content: convertParts(context, tag.content),
    })),
    modifiers: (comment.modifierTags ?? []).map((tag) => tag.replace(/^@/, '')),
  };
}

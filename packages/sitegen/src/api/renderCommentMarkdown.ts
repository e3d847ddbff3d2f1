import type { Diagnostic } from '../errors/Diagnostic.js';
import type { ApiComment, ApiModel } from './model.js';
import type { RenderedMarkdown } from './render/ApiRenderContext.js';
import { partsToMarkdown, summaryLineMarkdown, type HrefOf } from './render/commentMarkdown.js';
import type { CopiedImage, RenderMarkdown } from '../markdown/types.js';

function isComment(value: object): value is ApiComment {
  return 'summary' in value && 'blocks' in value && 'modifiers' in value;
}

/** Every comment anywhere in the model (declarations, members, signatures, parameters, inline object types). */
export function collectComments(value: unknown, found: ApiComment[] = []): ApiComment[] {
  if (Array.isArray(value)) {
    for (const item of value) collectComments(item, found);
  } else if (value !== null && typeof value === 'object') {
    if (isComment(value)) found.push(value);
    else for (const inner of Object.values(value)) collectComments(inner, found);
  }
  return found;
}

/** The Markdown chunks the articles' views ask for: summaries, their first lines, every block tag's content. */
export function commentChunks(model: ApiModel, hrefOf: HrefOf): Set<string> {
  const chunks = new Set<string>();
  for (const comment of collectComments(model.declarations)) {
    chunks.add(partsToMarkdown(comment.summary, hrefOf));
    chunks.add(summaryLineMarkdown(comment, hrefOf));
    for (const block of comment.blocks) chunks.add(partsToMarkdown(block.content, hrefOf));
  }
  chunks.delete('');
  return chunks;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Most doc comments are a plain sentence: no Markdown syntax, no URL to autolink. Those
 * skip the Markdown pipeline (the bulk of the API's rendering time otherwise).
 */
function plainParagraph(markdown: string): string | undefined {
  if (!/^[\w\s,.;:'"()/%?=+@$-]*$/.test(markdown) || markdown.includes('://') || /www\./.test(markdown)) return undefined;
  if (/\n\s*\n/.test(markdown) || /^\s*([-+=#]|\d+[.)])/m.test(markdown)) return undefined;
  return `<p>${markdown.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char)}</p>`;
}

export interface RenderCommentMarkdownParams {
  chunks: Iterable<string>;
  renderMarkdown: RenderMarkdown;
  /** the reflection JSON, named in diagnostics of comment Markdown */
  file: string;
}

export async function renderCommentMarkdown(
  params: RenderCommentMarkdownParams,
): Promise<{ rendered: RenderedMarkdown; diagnostics: Diagnostic[]; images: CopiedImage[] }> {
  const rendered: RenderedMarkdown = new Map();
  const diagnostics: Diagnostic[] = [];
  const images: CopiedImage[] = [];
  await Promise.all(
    [...params.chunks].map(async (chunk) => {
      const plain = plainParagraph(chunk);
      if (plain !== undefined) {
        rendered.set(chunk, { html: plain, links: [] });
        return;
      }
      const result = await params.renderMarkdown(chunk, params.file);
      rendered.set(chunk, { html: result.html, links: result.links });
      diagnostics.push(...(result.diagnostics ?? []));
      images.push(...(result.images ?? []));
    }),
  );
  return { rendered, diagnostics, images };
}

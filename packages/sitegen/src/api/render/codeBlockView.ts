import type { ApiCodeBlockView, ApiCodeTokenView } from '../../view/index.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { tokenStyle } from './signatureStyles.js';
import type { TypeToken } from './typeTokens.js';

/** Tokens split at line breaks, as Shiki lays out code: one `span.line` per line. */
function lines(tokens: TypeToken[]): TypeToken[][] {
  const result: TypeToken[][] = [[]];
  for (const token of tokens) {
    token.text.split('\n').forEach((part, index) => {
      if (index > 0) result.push([]);
      if (part !== '') result[result.length - 1]?.push({ ...token, text: part });
    });
  }
  return result;
}

function tokenView(token: TypeToken, ctx: ApiRenderContext): ApiCodeTokenView {
  const style = tokenStyle(ctx.signatureStyles, token);
  const href = token.kind === 'ref' && token.target !== undefined ? ctx.hrefOf(token.target) : undefined;
  const external = token.kind === 'ref' && href === undefined ? ctx.externalLinks[token.text] : undefined;
  if (external !== undefined) ctx.noteLink(token.text, external, false);
  const part =
    href !== undefined
      ? { text: token.text, href, isExternal: false }
      : external !== undefined
        ? { text: token.text, href: external, isExternal: true }
        : token.text;
  return { style, parts: [part] };
}

/** A signature as a block in the colours of the site's highlighter, its type names linked. */
export function codeBlockView(tokens: TypeToken[], ctx: ApiRenderContext): ApiCodeBlockView {
  const { preClassName, preStyle } = ctx.signatureStyles;
  return { preClassName, preStyle, lines: lines(tokens).map((line) => line.map((token) => tokenView(token, ctx))) };
}

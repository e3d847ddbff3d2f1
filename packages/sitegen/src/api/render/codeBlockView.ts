import type { ApiCodeBlockView, ApiCodeTokenView } from '../../view/index.js';
import { formatString, type ThemeStringKey } from '../../view/strings.js';
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
  const local = token.kind === 'name' || token.kind === 'param' || token.typeParameter === true;
  return { style, parts: [part], ...(local ? { local } : {}) };
}

// the styles are shared objects, one per token kind: two kinds may still have equal ones
const sameStyle = (a: ApiCodeTokenView['style'], b: ApiCodeTokenView['style']): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Neighbouring plain tokens of one colour as one span: a span per token made a long
 * signature's HTML 20 times its text (viem's `hashDomain`: 12 KB of code, 250 KB of HTML).
 */
function merged(line: ApiCodeTokenView[]): ApiCodeTokenView[] {
  const result: ApiCodeTokenView[] = [];
  for (const token of line) {
    const last = result[result.length - 1];
    const [part] = token.parts;
    const lastPart = last?.parts[last.parts.length - 1];
    if (
      last !== undefined &&
      token.parts.length === 1 &&
      typeof part === 'string' &&
      typeof lastPart === 'string' &&
      last.local === token.local &&
      sameStyle(last.style, token.style)
    ) {
      // `last` is this function's own copy: extending its text in place keeps a long run linear
      last.parts[last.parts.length - 1] = lastPart + part;
    } else result.push({ ...token, parts: [...token.parts] });
  }
  return result;
}

/** Past this many lines a block is folded: the parameters and properties tables below list the same, one per row. */
export const FOLD_LINES = 30;

/** A signature as a block in the colours of the site's highlighter, its type names linked; long ones folded under `fold` ('Signature (42 lines)'). */
export function codeBlockView(tokens: TypeToken[], ctx: ApiRenderContext, fold: ThemeStringKey = 'apiSignatureLines'): ApiCodeBlockView {
  const { preClassName, preStyle } = ctx.signatureStyles;
  const views = lines(tokens).map((line) => merged(line.map((token) => tokenView(token, ctx))));
  return {
    preClassName,
    preStyle,
    lines: views,
    ...(views.length > FOLD_LINES ? { fold: formatString(ctx.strings[fold], { count: String(views.length) }) } : {}),
  };
}

import type { HighlightCode } from '../../markdown/types.js';
import type { ApiStyleView } from '../../view/index.js';
import type { TypeToken } from './typeTokens.js';

type TokenStyleKind = TypeToken['kind'] | 'operator';

/** How signatures look: the `<pre>` and token colours of the site's highlighter, learnt from one sample. */
export interface SignatureStyles {
  preClassName: string;
  preStyle: ApiStyleView;
  tokens: Partial<Record<TokenStyleKind, ApiStyleView>>;
}

/** One sample with every token kind; each kind's colour is read from the text the highlighter gives it. */
const SAMPLE = 'function name<T>(param: Type): "lit" | void';
const SAMPLE_TOKENS: Record<string, TokenStyleKind> = {
  function: 'keyword',
  name: 'name',
  T: 'ref',
  param: 'param',
  Type: 'ref',
  '"lit"': 'literal',
  void: 'intrinsic',
  ')': 'punct',
  ':': 'operator',
};

function styleObject(css: string): ApiStyleView {
  const style: ApiStyleView = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) style[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
  }
  return style;
}

/**
 * Signatures are printed from the model token by token (exact links, no grammar to run:
 * highlighting hundreds of signatures with Shiki was most of the API stage's time), in
 * the colours the highlighter uses for the same kinds of token.
 */
export async function learnSignatureStyles(highlight: HighlightCode): Promise<SignatureStyles> {
  const html = await highlight(SAMPLE, 'ts');
  const pre = /<pre class="([^"]*)" style="([^"]*)"/.exec(html);
  const tokens: SignatureStyles['tokens'] = {};
  for (const match of html.matchAll(/<span style="([^"]*)">([^<]*)<\/span>/g)) {
    const kind = SAMPLE_TOKENS[(match[2] ?? '').trim()];
    if (kind && !tokens[kind]) tokens[kind] = styleObject(match[1] ?? '');
  }
  return { preClassName: pre?.[1] ?? '', preStyle: styleObject(pre?.[2] ?? ''), tokens };
}

const OPERATORS = new Set([':', '?:', '|', '&', '=>', '=', '?', '...']);

export function tokenStyle(styles: SignatureStyles, token: TypeToken): ApiStyleView | undefined {
  if (token.kind === 'punct' && OPERATORS.has(token.text.trim())) return styles.tokens.operator;
  return styles.tokens[token.kind];
}

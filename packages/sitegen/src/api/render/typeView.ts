import type { ApiType } from '../model.js';
import type { ApiTypeTokenView, ApiTypeView } from '../../view/index.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { typeTokens, type TypeToken } from './typeTokens.js';

function tokenView(token: TypeToken, ctx: ApiRenderContext): ApiTypeTokenView {
  const plain = { text: token.text, kind: token.kind };
  if (token.kind !== 'ref') return plain;
  const href = token.target === undefined ? undefined : ctx.hrefOf(token.target);
  if (href !== undefined) return { ...plain, link: { href, isExternal: false } };
  const external = ctx.externalLinks[token.text];
  if (external === undefined) return plain;
  ctx.noteLink(token.text, external, false);
  return { ...plain, link: { href: external, isExternal: true } };
}

/** A type on one line, every reference to a documented (or mapped external) type linked. */
export function typeView(type: ApiType, ctx: ApiRenderContext): ApiTypeView {
  return { tokens: typeTokens(type).map((token) => tokenView(token, ctx)) };
}

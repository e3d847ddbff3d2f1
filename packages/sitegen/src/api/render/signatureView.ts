import type { ApiSignature, ApiType } from '../model.js';
import type { ApiHeadingView, ApiReturnTypeView, ApiSignatureView } from '../../view/index.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { codeBlockView } from './codeBlockView.js';
import { commentHtml, commentView } from './commentView.js';
import type { ParameterRow } from './parameterRows.js';
import { parameterRowViews, typeParameterRowViews } from './parameterRowViews.js';
import { tokensText, typeTokens, type TypeToken } from './typeTokens.js';
import { typeView } from './typeView.js';

/** Return types longer than this are shown as a block, spread over lines. */
const INLINE_TYPE_WIDTH = 60;

export interface SignatureHeadings {
  level: 2 | 3 | 4;
  /** ids for the sub-headings (function pages put them in the TOC); members' sub-headings have none */
  ids?: { typeParameters?: string; parameters?: string; returns?: string };
}

function returnTypeView(type: ApiType, ctx: ApiRenderContext): ApiReturnTypeView {
  if (tokensText(typeTokens(type)).length > INLINE_TYPE_WIDTH)
    return { display: 'block', code: codeBlockView(typeTokens(type, { multiline: true, indent: '' }), ctx) };
  return { display: 'inline', type: typeView(type, ctx) };
}

/** One signature: its code, its comment, type parameters, parameters (options objects expanded), returns. */
export function signatureView(
  signature: ApiSignature,
  code: TypeToken[],
  rows: ParameterRow[],
  headings: SignatureHeadings,
  ctx: ApiRenderContext,
): ApiSignatureView {
  const heading = (id: string | undefined, label: string): ApiHeadingView => ({ level: headings.level, id, label });
  const { returnType } = signature;
  const showReturns = returnType !== undefined && signature.kind !== 'construct' && signature.kind !== 'set';
  return {
    code: codeBlockView(code, ctx),
    comment: commentView(signature.comment, ctx),
    typeParameters:
      signature.typeParameters.length > 0
        ? {
            heading: heading(headings.ids?.typeParameters, ctx.strings.apiTypeParameters),
            rows: typeParameterRowViews(signature.typeParameters, ctx),
          }
        : undefined,
    parameters:
      rows.length > 0
        ? { heading: heading(headings.ids?.parameters, ctx.strings.apiParameters), rows: parameterRowViews(rows, ctx) }
        : undefined,
    returns: showReturns
      ? {
          heading: heading(headings.ids?.returns, ctx.strings.apiReturns),
          type: returnTypeView(returnType, ctx),
          descriptionsHtml: (signature.comment?.blocks ?? [])
            .filter((block) => block.tag === 'returns' || block.tag === 'return')
            .flatMap((block) => commentHtml(block.content, ctx) ?? []),
        }
      : undefined,
  };
}

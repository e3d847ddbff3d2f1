import type { ApiTypeParameter } from '../model.js';
import type { ApiParameterRowView, ApiTypeParameterRowView } from '../../view/index.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { commentHtml } from './commentView.js';
import { rowLabel, type ParameterRow } from './parameterRows.js';
import { typeView } from './typeView.js';

/** The rows of a parameters (or properties) table, a description where the comment gives one. */
export function parameterRowViews(rows: ParameterRow[], ctx: ApiRenderContext): ApiParameterRowView[] {
  return rows.map((row) => ({
    name: { text: rowLabel(row) },
    type: row.type ? typeView(row.type, ctx) : undefined,
    defaultValue: row.defaultValue === undefined ? undefined : { text: row.defaultValue },
    descriptionHtml: row.comment ? commentHtml(row.comment.summary, ctx) : undefined,
  }));
}

export function typeParameterRowViews(params: ApiTypeParameter[], ctx: ApiRenderContext): ApiTypeParameterRowView[] {
  return params.map((param) => ({
    name: { text: param.modifier ? `${param.modifier} ${param.name}` : param.name },
    constraint: param.constraint ? typeView(param.constraint, ctx) : undefined,
    default: param.default ? typeView(param.default, ctx) : undefined,
    descriptionHtml: param.comment ? commentHtml(param.comment.summary, ctx) : undefined,
  }));
}

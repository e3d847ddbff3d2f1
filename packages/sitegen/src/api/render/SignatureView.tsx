import type { ApiComment, ApiSignature, ApiTypeParameter } from '../model.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { partsToMarkdown } from './commentMarkdown.js';
import { CommentView } from './CommentView.js';
import { rowLabel, type ParameterRow } from './parameterRows.js';
import { Heading } from './Heading.js';
import { RawHtml } from './RawHtml.js';
import { SignatureCode } from './SignatureCode.js';
import { tokensText, typeTokens, type TypeToken } from './typeTokens.js';

/** Return types longer than this are shown as a block, spread over lines. */
const INLINE_TYPE_WIDTH = 60;
import { TypeView } from './TypeView.js';

function descriptionOf(comment: ApiComment | undefined, ctx: ApiRenderContext): string {
  return comment ? partsToMarkdown(comment.summary, ctx.hrefOf) : '';
}

function Description({ comment, ctx }: { comment: ApiComment | undefined; ctx: ApiRenderContext }) {
  const markdown = descriptionOf(comment, ctx);
  return markdown === '' ? null : <RawHtml html={ctx.markdown(markdown)} />;
}

/** A Description column only when some row has one: most of the SDK's parameters have none, which left an empty column. */
function hasDescriptions(comments: (ApiComment | undefined)[], ctx: ApiRenderContext): boolean {
  return comments.some((comment) => descriptionOf(comment, ctx) !== '');
}

export function ParametersTable({ rows, ctx, label = 'Parameter' }: { rows: ParameterRow[]; ctx: ApiRenderContext; label?: string }) {
  const hasDefault = rows.some((row) => row.defaultValue !== undefined);
  const hasDescription = hasDescriptions(
    rows.map((row) => row.comment),
    ctx,
  );
  return (
    <table className="sg-api-parameters">
      <thead>
        <tr>
          <th>{label}</th>
          <th>Type</th>
          {hasDefault ? <th>Default</th> : null}
          {hasDescription ? <th>Description</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{rowLabel(row)}</code>
            </td>
            <td>{row.type ? <TypeView type={row.type} ctx={ctx} /> : <code className="sg-api-type">object</code>}</td>
            {hasDefault ? <td>{row.defaultValue === undefined ? null : <code>{row.defaultValue}</code>}</td> : null}
            {hasDescription ? (
              <td>
                <Description comment={row.comment} ctx={ctx} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeParametersTable({ params, ctx }: { params: ApiTypeParameter[]; ctx: ApiRenderContext }) {
  const hasDescription = hasDescriptions(
    params.map((param) => param.comment),
    ctx,
  );
  return (
    <table className="sg-api-type-parameters">
      <thead>
        <tr>
          <th>Type parameter</th>
          <th>Constraint</th>
          <th>Default</th>
          {hasDescription ? <th>Description</th> : null}
        </tr>
      </thead>
      <tbody>
        {params.map((param) => (
          <tr key={param.name}>
            <td>
              <code>{param.modifier ? `${param.modifier} ${param.name}` : param.name}</code>
            </td>
            <td>{param.constraint ? <TypeView type={param.constraint} ctx={ctx} /> : null}</td>
            <td>{param.default ? <TypeView type={param.default} ctx={ctx} /> : null}</td>
            {hasDescription ? (
              <td>
                <Description comment={param.comment} ctx={ctx} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface SignatureHeadings {
  level: 2 | 3 | 4;
  /** ids for the sub-headings (function pages put them in the TOC); members' sub-headings have none */
  ids?: { typeParameters?: string; parameters?: string; returns?: string };
}

export interface SignatureViewProps {
  signature: ApiSignature;
  code: TypeToken[];
  rows: ParameterRow[];
  headings: SignatureHeadings;
  ctx: ApiRenderContext;
  /** set when the id of this overload is an anchor of its own */
  id?: string;
}

/** One signature: highlighted code, its comment, type parameters, parameters (options objects expanded), returns. */
export function SignatureView({ signature, code, rows, headings, ctx, id }: SignatureViewProps) {
  const returns = (signature.comment?.blocks ?? []).filter((block) => block.tag === 'returns' || block.tag === 'return');
  const showReturns = signature.returnType !== undefined && signature.kind !== 'construct' && signature.kind !== 'set';
  return (
    <div className="sg-api-signature" id={id}>
      <SignatureCode tokens={code} ctx={ctx} />
      <CommentView comment={signature.comment} ctx={ctx} />
      {signature.typeParameters.length > 0 ? (
        <>
          <Heading level={headings.level} id={headings.ids?.typeParameters} label="Type Parameters" />
          <TypeParametersTable params={signature.typeParameters} ctx={ctx} />
        </>
      ) : null}
      {rows.length > 0 ? (
        <>
          <Heading level={headings.level} id={headings.ids?.parameters} label="Parameters" />
          <ParametersTable rows={rows} ctx={ctx} />
        </>
      ) : null}
      {showReturns && signature.returnType ? (
        <>
          <Heading level={headings.level} id={headings.ids?.returns} label="Returns" />
          {tokensText(typeTokens(signature.returnType)).length > INLINE_TYPE_WIDTH ? (
            <SignatureCode tokens={typeTokens(signature.returnType, { multiline: true, indent: '' })} ctx={ctx} />
          ) : (
            <p className="sg-api-returns">
              <TypeView type={signature.returnType} ctx={ctx} />
            </p>
          )}
          {returns.map((block, index) => {
            const markdown = partsToMarkdown(block.content, ctx.hrefOf);
            return markdown === '' ? null : <RawHtml key={index} html={ctx.markdown(markdown)} />;
          })}
        </>
      ) : null}
    </div>
  );
}

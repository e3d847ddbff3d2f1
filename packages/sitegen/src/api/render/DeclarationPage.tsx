import type { ApiDeclaration, ApiType } from '../model.js';
import type { DeclarationPlan } from '../planPage.js';
import { objectAliasProperties } from '../planPage.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { CommentView } from './CommentView.js';
import { Heading } from './Heading.js';
import { MemberView } from './MemberView.js';
import { parameterRows, propertyRows } from './parameterRows.js';
import { SignatureCode } from './SignatureCode.js';
import { declarationTokens, functionSignatureTokens } from './signatureTokens.js';
import { indexSignatureTokens } from './typeTokens.js';
import { ParametersTable, SignatureView, TypeParametersTable } from './SignatureView.js';
import { TypeView } from './TypeView.js';

function TypeList({ types, ctx }: { types: ApiType[]; ctx: ApiRenderContext }) {
  return (
    <ul>
      {types.map((type, index) => (
        <li key={index}>
          <TypeView type={type} ctx={ctx} />
        </li>
      ))}
    </ul>
  );
}

function Hierarchy({ declaration, id, ctx }: { declaration: ApiDeclaration; id: string; ctx: ApiRenderContext }) {
  const relations: [string, ApiType[]][] = [
    ['Extends', declaration.extends],
    ['Implements', declaration.implements],
    ['Extended by', declaration.extendedBy],
    ['Implemented by', declaration.implementedBy],
  ];
  return (
    <>
      <Heading level={2} id={id} label="Hierarchy" />
      <dl className="sg-api-hierarchy">
        {relations
          .filter(([, types]) => types.length > 0)
          .map(([label, types]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <TypeList types={types} ctx={ctx} />
              </dd>
            </div>
          ))}
      </dl>
    </>
  );
}

function FunctionSignatures({ declaration, plan, ctx }: { declaration: ApiDeclaration; plan: DeclarationPlan; ctx: ApiRenderContext }) {
  return (
    <>
      {declaration.signatures.map((signature, index) => {
        const planned = plan.signatures[index];
        if (!planned) return null;
        return (
          <section key={index} className="sg-api-overload">
            {planned.overload ? <Heading level={2} id={planned.overload.id} label={planned.overload.label} /> : null}
            <SignatureView
              signature={signature}
              code={functionSignatureTokens(declaration, signature)}
              rows={parameterRows(signature.parameters)}
              headings={{ level: planned.level, ids: planned.ids }}
              ctx={ctx}
            />
          </section>
        );
      })}
    </>
  );
}

export interface DeclarationPageProps {
  declaration: ApiDeclaration;
  plan: DeclarationPlan;
  ctx: ApiRenderContext;
}

/** `export { Original as Name }`: this page documents the same declaration under another name. */
function AliasNote({ name, original, ctx }: { name: string; original: string; ctx: ApiRenderContext }) {
  const href = ctx.hrefOf(original);
  return (
    <p className="sg-api-alias">
      <code>{name}</code> is another name for {href ? <a href={href}>{original}</a> : <code>{original}</code>}, exported as{' '}
      <code>{`export { ${original} as ${name} }`}</code>: everything below is the same declaration.
    </p>
  );
}

/** The article of one export's page; the layout renders the title ('Class: GSwap') as h1. */
export function DeclarationPage({ declaration, plan, ctx }: DeclarationPageProps) {
  const isFunction = declaration.kind === 'function';
  const aliasProperties = objectAliasProperties(declaration);
  return (
    <div className={`sg-api sg-api--${declaration.kind}`}>
      {declaration.kind === 'typeAlias' || declaration.kind === 'variable' ? (
        <SignatureCode tokens={declarationTokens(declaration)} ctx={ctx} />
      ) : null}
      {declaration.aliasOf ? <AliasNote name={declaration.name} original={declaration.aliasOf} ctx={ctx} /> : null}
      {isFunction ? null : <CommentView comment={declaration.comment} ctx={ctx} />}
      {plan.typeParametersId ? (
        <>
          <Heading level={2} id={plan.typeParametersId} label="Type Parameters" />
          <TypeParametersTable params={declaration.typeParameters} ctx={ctx} />
        </>
      ) : null}
      {plan.hierarchyId ? <Hierarchy declaration={declaration} id={plan.hierarchyId} ctx={ctx} /> : null}
      <FunctionSignatures declaration={declaration} plan={plan} ctx={ctx} />
      {plan.indexableId ? (
        <section className="sg-api-section">
          <Heading level={2} id={plan.indexableId} label="Indexable" />
          {declaration.indexSignatures.map((signature, index) => (
            <div key={index} className="sg-api-signature">
              <SignatureCode tokens={indexSignatureTokens(signature, { multiline: true, indent: '' })} ctx={ctx} />
              <CommentView comment={signature.comment} ctx={ctx} />
            </div>
          ))}
        </section>
      ) : null}
      {plan.propertiesId ? (
        <>
          <Heading level={2} id={plan.propertiesId} label="Properties" />
          <ParametersTable rows={propertyRows(aliasProperties)} ctx={ctx} label="Property" />
        </>
      ) : null}
      {plan.sections.map((section) => (
        <section key={section.id} className="sg-api-section">
          <Heading level={2} id={section.id} label={section.label} />
          {section.members.map(({ anchor, member }) => (
            <MemberView key={anchor} member={member} anchor={anchor} ownerName={declaration.name} ctx={ctx} />
          ))}
        </section>
      ))}
    </div>
  );
}

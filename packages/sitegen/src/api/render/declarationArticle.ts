import type { ApiDeclaration, ApiType } from '../model.js';
import { objectAliasProperties, type DeclarationPlan } from '../planPage.js';
import type { ApiDeclarationArticleView, ApiHeadingView, ApiParameterRowView } from '../../view/index.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { codeBlockView, FOLD_LINES } from './codeBlockView.js';
import { commentView } from './commentView.js';
import { memberView } from './memberView.js';
import { parameterRows, propertyRows } from './parameterRows.js';
import { parameterRowViews, typeParameterRowViews } from './parameterRowViews.js';
import { declarationTokens, functionSignatureTokens } from './signatureTokens.js';
import { signatureView } from './signatureView.js';
import { indexSignatureTokens, p, tokensText } from './typeTokens.js';
import { typeView } from './typeView.js';
import type { ThemeStrings } from '../../view/strings.js';

const h2 = (id: string, label: string): ApiHeadingView => ({ level: 2, id, label });

/** The relations a declaration has with others, labelled in the locale's words, for the page and its Markdown twin. */
export function hierarchyRelations(declaration: ApiDeclaration, strings: ThemeStrings): [string, ApiType[]][] {
  return [
    [strings.apiExtends, declaration.extends],
    [strings.apiImplements, declaration.implements],
    [strings.apiExtendedBy, declaration.extendedBy],
    [strings.apiImplementedBy, declaration.implementedBy],
  ];
}

function hierarchy(declaration: ApiDeclaration, id: string, ctx: ApiRenderContext): ApiDeclarationArticleView['hierarchy'] {
  const relations = hierarchyRelations(declaration, ctx.strings);
  return {
    heading: h2(id, ctx.strings.apiHierarchy),
    relations: relations
      .filter(([, types]) => types.length > 0)
      .map(([label, types]) => ({ label, types: types.map((type) => typeView(type, ctx)) })),
  };
}

/** The properties of an object type alias, each top-level row at its member anchor. */
function propertyRowViews(declaration: ApiDeclaration, plan: DeclarationPlan, ctx: ApiRenderContext): ApiParameterRowView[] {
  const rows = propertyRows(objectAliasProperties(declaration));
  const placed = new Set<string>();
  return parameterRowViews(rows, ctx).map((view, index) => {
    const name = rows[index]?.name ?? '';
    const id = plan.memberAnchors.get(name);
    if (id === undefined || placed.has(name)) return view;
    placed.add(name);
    return { ...view, id };
  });
}

function signatures(declaration: ApiDeclaration, plan: DeclarationPlan, ctx: ApiRenderContext): ApiDeclarationArticleView['signatures'] {
  return declaration.signatures.flatMap((signature, index) => {
    const planned = plan.signatures[index];
    if (!planned) return [];
    const { overload } = planned;
    return [
      {
        heading: overload ? h2(overload.id, overload.label) : undefined,
        signature: signatureView(
          signature,
          functionSignatureTokens(declaration, signature),
          parameterRows(signature.parameters),
          { level: planned.level, ids: planned.ids },
          ctx,
        ),
      },
    ];
  });
}

/**
 * A type alias or variable as code. A long object type whose properties the page lists in
 * its table (viem's `PublicActions`: 62 properties, 70 lines, 190 KB of HTML) is printed
 * with its properties named there instead of twice.
 */
function declarationCode(declaration: ApiDeclaration, ctx: ApiRenderContext): ApiDeclarationArticleView['declaration'] {
  if (declaration.kind !== 'typeAlias' && declaration.kind !== 'variable') return undefined;
  const tokens = declarationTokens(declaration);
  const properties = objectAliasProperties(declaration).length;
  if (properties === 0 || tokensText(tokens).split('\n').length <= FOLD_LINES) return codeBlockView(tokens, ctx, 'apiDeclarationLines');
  return codeBlockView(
    declarationTokens({ ...declaration, type: undefined }, [p(`{ /* ${properties} properties: see Properties below */ }`)]),
    ctx,
  );
}

/** The article of one export's page, laid out as its plan says; the layout shows the title ('Class: GSwap') as h1. */
export function declarationArticle(declaration: ApiDeclaration, plan: DeclarationPlan, ctx: ApiRenderContext): ApiDeclarationArticleView {
  const { aliasOf } = declaration;
  // the symbol path the API's history names it by, as the symbol table does
  const path = declaration.module === undefined ? declaration.name : `${declaration.module}.${declaration.name}`;
  const since = ctx.since?.(path);
  return {
    kind: 'declaration',
    declarationKind: declaration.kind,
    ...(since === undefined ? {} : { since }),
    declaration: declarationCode(declaration, ctx),
    alias: aliasOf ? { name: { text: declaration.name }, original: { text: aliasOf, href: ctx.hrefOf(aliasOf) } } : undefined,
    comment: declaration.kind === 'function' ? undefined : commentView(declaration.comment, ctx),
    typeParameters: plan.typeParametersId
      ? { heading: h2(plan.typeParametersId, ctx.strings.apiTypeParameters), rows: typeParameterRowViews(declaration.typeParameters, ctx) }
      : undefined,
    hierarchy: plan.hierarchyId ? hierarchy(declaration, plan.hierarchyId, ctx) : undefined,
    signatures: signatures(declaration, plan, ctx),
    indexable: plan.indexableId
      ? {
          heading: h2(plan.indexableId, ctx.strings.apiIndexable),
          signatures: declaration.indexSignatures.map((signature) => ({
            code: codeBlockView(indexSignatureTokens(signature, { multiline: true, indent: '' }), ctx),
            comment: commentView(signature.comment, ctx),
          })),
        }
      : undefined,
    properties: plan.propertiesId
      ? {
          heading: h2(plan.propertiesId, ctx.strings.apiProperties),
          rows: propertyRowViews(declaration, plan, ctx),
        }
      : undefined,
    sections: plan.sections.map((section) => ({
      heading: h2(section.id, section.label),
      members: section.members.map(({ anchor, member }) => {
        const view = memberView(member, anchor, declaration.name, ctx);
        const memberSince = ctx.since?.(`${path}.${member.name}`);
        return memberSince === undefined ? view : { ...view, since: memberSince };
      }),
    })),
  };
}

import type { ApiMember } from '../model.js';
import type { ApiMemberView } from '../../view/index.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { codeBlockView } from './codeBlockView.js';
import { commentView } from './commentView.js';
import { flagLabels } from './flagLabels.js';
import { parameterRows } from './parameterRows.js';
import { memberSignatureTokens, propertyTokens } from './signatureTokens.js';
import { signatureView } from './signatureView.js';

type Relation = NonNullable<ApiMember['inheritedFrom']>;

/** Where a member comes from, linked when the reference documents it. */
function relations(member: ApiMember, ctx: ApiRenderContext): ApiMemberView['relations'] {
  const overrides = member.inheritedFrom || member.kind === 'constructor' ? undefined : member.overwrites;
  const found: [string, Relation | undefined][] = [
    [ctx.strings.apiInheritedFrom, member.inheritedFrom],
    [ctx.strings.apiOverrides, overrides],
    [ctx.strings.apiImplementationOf, member.implementationOf],
  ];
  return found.flatMap(([label, relation]) =>
    relation === undefined
      ? []
      : [{ label, name: { text: relation.text, href: relation.target === undefined ? undefined : ctx.hrefOf(relation.target) } }],
  );
}

/** One member: its heading with its stable anchor and badges, where it comes from, then its signatures or declaration. */
export function memberView(member: ApiMember, anchor: string, ownerName: string, ctx: ApiRenderContext): ApiMemberView {
  const signatures = member.getter || member.setter ? [member.getter, member.setter].filter((s) => s !== undefined) : member.signatures;
  return {
    heading: { level: 3, id: anchor, label: member.name },
    badges: flagLabels(member),
    relations: relations(member, ctx),
    declaration: signatures.length === 0 ? codeBlockView(propertyTokens(member), ctx) : undefined,
    comment: commentView(member.comment, ctx),
    signatures: signatures.map((signature) =>
      signatureView(signature, memberSignatureTokens(member, signature, ownerName), parameterRows(signature.parameters), { level: 4 }, ctx),
    ),
  };
}

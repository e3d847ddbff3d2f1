import type { ApiMember } from '../model.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { CommentView } from './CommentView.js';
import { flagLabels } from './flagLabels.js';
import { Heading } from './Heading.js';
import { parameterRows } from './parameterRows.js';
import { SignatureCode } from './SignatureCode.js';
import { memberSignatureTokens, propertyTokens } from './signatureTokens.js';
import { SignatureView } from './SignatureView.js';

function Relation({ label, relation, ctx }: { label: string; relation: { text: string; target?: string }; ctx: ApiRenderContext }) {
  const href = relation.target === undefined ? undefined : ctx.hrefOf(relation.target);
  return (
    <p className="sg-api-member__source">
      {label}{' '}
      {href === undefined ? (
        <code>{relation.text}</code>
      ) : (
        <a href={href}>
          <code>{relation.text}</code>
        </a>
      )}
    </p>
  );
}

export interface MemberViewProps {
  member: ApiMember;
  anchor: string;
  ownerName: string;
  ctx: ApiRenderContext;
}

/** One member: h3 with its stable anchor and flags, where it comes from, then its signatures or declaration. */
export function MemberView({ member, anchor, ownerName, ctx }: MemberViewProps) {
  const signatures = member.getter || member.setter ? [member.getter, member.setter].filter((s) => s !== undefined) : member.signatures;
  const headings = { level: 4 as const };
  return (
    <section className="sg-api-member">
      <Heading level={3} id={anchor} label={member.name}>
        {member.name}
        {flagLabels(member).map((label) => (
          <span key={label} className={`sg-api-badge sg-api-badge--${label}`}>
            {label}
          </span>
        ))}
      </Heading>
      {member.inheritedFrom ? <Relation label="Inherited from" relation={member.inheritedFrom} ctx={ctx} /> : null}
      {member.overwrites && !member.inheritedFrom && member.kind !== 'constructor' ? (
        <Relation label="Overrides" relation={member.overwrites} ctx={ctx} />
      ) : null}
      {member.implementationOf ? <Relation label="Implementation of" relation={member.implementationOf} ctx={ctx} /> : null}
      {signatures.length === 0 ? (
        <>
          <SignatureCode tokens={propertyTokens(member)} ctx={ctx} />
          <CommentView comment={member.comment} ctx={ctx} />
        </>
      ) : (
        <>
          <CommentView comment={member.comment} ctx={ctx} />
          {signatures.map((signature, index) => (
            <SignatureView
              key={index}
              signature={signature}
              code={memberSignatureTokens(member, signature, ownerName)}
              rows={parameterRows(signature.parameters)}
              headings={headings}
              ctx={ctx}
            />
          ))}
        </>
      )}
    </section>
  );
}

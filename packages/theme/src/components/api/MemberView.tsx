import { useComponent } from '../../overrides/OverridesContext.js';
import { CommentView as ThemeCommentView } from './CommentView.js';
import { Heading } from './Heading.js';
import { NameView } from './NameView.js';
import { SignatureCode } from './SignatureCode.js';
import { SignatureView as ThemeSignatureView } from './SignatureView.js';
import { VersionBadges } from './VersionBadges.js';
import { badgeLabel } from '@sitegen/core/view';
import { useStrings } from '../../shared/strings.js';
import type { MemberViewProps } from '../props.js';

export type { MemberViewProps } from '../props.js';

/** One member: h3 with its stable anchor and badges, where it comes from, then its declaration or signatures. */
export function MemberView({ member }: MemberViewProps) {
  const CommentView = useComponent('CommentView', ThemeCommentView);
  const SignatureView = useComponent('SignatureView', ThemeSignatureView);
  const strings = useStrings();
  return (
    <section className="sg-api-member">
      <Heading heading={member.heading}>
        {member.heading.label}
        {member.badges.map((badge) => (
          <span key={badge} className={`sg-api-badge sg-api-badge--${badge}`}>
            {badgeLabel(badge, strings)}
          </span>
        ))}
      </Heading>
      <VersionBadges badges={member.since} />
      {member.relations.map((relation) => (
        <p key={relation.label} className="sg-api-member__source">
          {relation.label} <NameView name={relation.name} />
        </p>
      ))}
      {member.declaration ? (
        <>
          <SignatureCode code={member.declaration} />
          <CommentView comment={member.comment} />
        </>
      ) : (
        <>
          <CommentView comment={member.comment} />
          {member.signatures.map((signature, index) => (
            <SignatureView key={index} signature={signature} />
          ))}
        </>
      )}
    </section>
  );
}

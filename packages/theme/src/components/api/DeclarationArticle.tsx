import type { ApiDeclarationArticleView } from '@sitegen/core/view';
import { useComponent } from '../../overrides/OverridesContext.js';
import { CommentView as ThemeCommentView, splitComment } from './CommentView.js';
import { CodeSpan } from './CodeSpan.js';
import { Heading } from './Heading.js';
import { MemberView as ThemeMemberView } from './MemberView.js';
import { ParametersTable, TypeParametersTable } from './ParameterTables.js';
import { SignatureCode } from './SignatureCode.js';
import { SignatureView as ThemeSignatureView } from './SignatureView.js';
import { TypeView } from './TypeView.js';
import { VersionBadges } from './VersionBadges.js';
import { fillNodes, useStrings } from '../../shared/strings.js';
import type { DeclarationArticleProps } from '../props.js';

export type { DeclarationArticleProps } from '../props.js';

/** `export { Original as Name }`: this page documents the same declaration under another name. */
function AliasNote({ alias }: { alias: NonNullable<ApiDeclarationArticleView['alias']> }) {
  const { name, original } = alias;
  const strings = useStrings();
  return (
    <p className="sg-api-alias">
      {fillNodes(strings.apiAlias, {
        name: <CodeSpan span={name} />,
        original: original.href === undefined ? <CodeSpan span={original} /> : <a href={original.href}>{original.text}</a>,
        code: <code>{`export { ${original.text} as ${name.text} }`}</code>,
      })}
    </p>
  );
}

function Hierarchy({ hierarchy }: { hierarchy: NonNullable<ApiDeclarationArticleView['hierarchy']> }) {
  return (
    <>
      <Heading heading={hierarchy.heading} />
      <dl className="sg-api-hierarchy">
        {hierarchy.relations.map(({ label, types }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <ul>
                {types.map((type, index) => (
                  <li key={index}>
                    <TypeView type={type} />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The article of one export's page; the layout shows its title ('Class: GSwap') as the h1. */
export function DeclarationArticle({ article }: DeclarationArticleProps) {
  const CommentView = useComponent('CommentView', ThemeCommentView);
  const MemberView = useComponent('MemberView', ThemeMemberView);
  const SignatureView = useComponent('SignatureView', ThemeSignatureView);
  const strings = useStrings();
  const { typeParameters, hierarchy, indexable, properties } = article;
  // a declaration (type alias, variable) comes after what it is for, as a function's signature does
  const { lead, rest } = article.declaration ? splitComment(article.comment) : { lead: article.comment, rest: undefined };
  return (
    <div className={`sg-api sg-api--${article.declarationKind}`}>
      <VersionBadges badges={article.since} />
      <CommentView comment={lead} />
      {article.declaration ? <SignatureCode code={article.declaration} /> : null}
      {article.alias ? <AliasNote alias={article.alias} /> : null}
      <CommentView comment={rest} />
      {typeParameters ? (
        <>
          <Heading heading={typeParameters.heading} />
          <TypeParametersTable rows={typeParameters.rows} />
        </>
      ) : null}
      {hierarchy ? <Hierarchy hierarchy={hierarchy} /> : null}
      {article.signatures.map(({ heading, signature }, index) => (
        <section key={index} className="sg-api-overload">
          {heading ? <Heading heading={heading} /> : null}
          <SignatureView signature={signature} />
        </section>
      ))}
      {indexable ? (
        <section className="sg-api-section">
          <Heading heading={indexable.heading} />
          {indexable.signatures.map((signature, index) => (
            <div key={index} className="sg-api-signature">
              <SignatureCode code={signature.code} />
              <CommentView comment={signature.comment} />
            </div>
          ))}
        </section>
      ) : null}
      {properties ? (
        <>
          <Heading heading={properties.heading} />
          <ParametersTable rows={properties.rows} label={strings.apiProperty} />
        </>
      ) : null}
      {article.sections.map((section, index) => (
        <section key={index} className="sg-api-section">
          <Heading heading={section.heading} />
          {section.members.map((member, memberIndex) => (
            <MemberView key={memberIndex} member={member} />
          ))}
        </section>
      ))}
    </div>
  );
}

import { useComponent } from '../../overrides/OverridesContext.js';
import { MarkdownHtml } from '../MarkdownHtml.js';
import { CommentView as ThemeCommentView, splitComment } from './CommentView.js';
import { Heading } from './Heading.js';
import { ParametersTable, TypeParametersTable } from './ParameterTables.js';
import { SignatureCode } from './SignatureCode.js';
import { TypeView } from './TypeView.js';
import type { SignatureViewProps } from '../props.js';

export type { SignatureViewProps } from '../props.js';

/** One signature: its description, its code, the rest of its comment (examples...), type parameters, parameters (options objects expanded), returns. */
export function SignatureView({ signature }: SignatureViewProps) {
  const CommentView = useComponent('CommentView', ThemeCommentView);
  const { typeParameters, parameters, returns } = signature;
  const { lead, rest } = splitComment(signature.comment);
  return (
    <div className="sg-api-signature">
      <CommentView comment={lead} />
      <SignatureCode code={signature.code} />
      <CommentView comment={rest} />
      {typeParameters ? (
        <>
          <Heading heading={typeParameters.heading} />
          <TypeParametersTable rows={typeParameters.rows} />
        </>
      ) : null}
      {parameters ? (
        <>
          <Heading heading={parameters.heading} />
          <ParametersTable rows={parameters.rows} />
        </>
      ) : null}
      {returns ? (
        <>
          <Heading heading={returns.heading} />
          {returns.type.display === 'block' ? (
            <SignatureCode code={returns.type.code} />
          ) : (
            <p className="sg-api-returns">
              <TypeView type={returns.type.type} />
            </p>
          )}
          {returns.descriptionsHtml.map((html, index) => (
            <MarkdownHtml key={index} html={html} />
          ))}
        </>
      ) : null}
    </div>
  );
}

import type { ApiCodeBlockView, ApiCodeTokenView } from '@sitegen/core/view';
import { MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '@sitegen/core/view';
import { Fragment } from 'react';

function Part({ part }: { part: ApiCodeTokenView['parts'][number] }) {
  if (typeof part === 'string') return <>{part}</>;
  const className = part.codeLink === undefined ? undefined : MARKDOWN_CLASSES.codeLink;
  const title = part.codeLink?.title;
  return part.isExternal ? (
    <a className={className} href={part.href} target="_blank" rel="noopener noreferrer" title={title}>
      {part.text}
    </a>
  ) : (
    <a className={className} href={part.href} title={title}>
      {part.text}
    </a>
  );
}

/**
 * A signature as a highlighted TypeScript block like the site's other code blocks (the copy
 * button included), its names linked; a long one folded in a `<details>`, which opens without scripts.
 */
export function SignatureCode({ code }: { code: ApiCodeBlockView }) {
  if (code.fold === undefined) return <CodeBlock code={code} />;
  return (
    <details className="sg-api-fold">
      <summary>{code.fold}</summary>
      <CodeBlock code={code} />
    </details>
  );
}

function CodeBlock({ code }: { code: ApiCodeBlockView }) {
  return (
    <div
      className={`${MARKDOWN_CLASSES.code} sg-api-code`}
      {...{ [MARKDOWN_DATA_ATTRIBUTES.code]: '', [MARKDOWN_DATA_ATTRIBUTES.codeLanguage]: 'ts' }}
    >
      <pre className={code.preClassName} style={code.preStyle} tabIndex={0}>
        <code>
          {code.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? '\n' : null}
              <span className="line">
                {line.map((token, tokenIndex) => (
                  <span key={tokenIndex} style={token.style}>
                    {token.parts.map((part, partIndex) => (
                      <Part key={partIndex} part={part} />
                    ))}
                  </span>
                ))}
              </span>
            </Fragment>
          ))}
        </code>
      </pre>
    </div>
  );
}

import { Fragment } from 'react';
import { MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '../../view/constants.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { tokenStyle } from './signatureStyles.js';
import type { TypeToken } from './typeTokens.js';

/** Tokens split at line breaks, as Shiki lays out code: one `span.line` per line. */
function lines(tokens: TypeToken[]): TypeToken[][] {
  const result: TypeToken[][] = [[]];
  for (const token of tokens) {
    token.text.split('\n').forEach((part, index) => {
      if (index > 0) result.push([]);
      if (part !== '') result[result.length - 1]?.push({ ...token, text: part });
    });
  }
  return result;
}

function Token({ token, ctx }: { token: TypeToken; ctx: ApiRenderContext }) {
  const style = tokenStyle(ctx.signatureStyles, token);
  const href = token.kind === 'ref' && token.target !== undefined ? ctx.hrefOf(token.target) : undefined;
  const external = token.kind === 'ref' && href === undefined ? ctx.externalLinks[token.text] : undefined;
  if (external !== undefined) ctx.noteLink(token.text, external, false);
  const content =
    href !== undefined ? (
      <a href={href}>{token.text}</a>
    ) : external !== undefined ? (
      <a href={external} target="_blank" rel="noopener noreferrer">
        {token.text}
      </a>
    ) : (
      token.text
    );
  return <span style={style}>{content}</span>;
}

/** A signature as a highlighted TypeScript block like the site's other code blocks, its type names linked. */
export function SignatureCode({ tokens, ctx }: { tokens: TypeToken[]; ctx: ApiRenderContext }) {
  const { preClassName, preStyle } = ctx.signatureStyles;
  const code = lines(tokens);
  return (
    <div
      className={`${MARKDOWN_CLASSES.code} sg-api-code`}
      {...{ [MARKDOWN_DATA_ATTRIBUTES.code]: '', [MARKDOWN_DATA_ATTRIBUTES.codeLanguage]: 'ts' }}
    >
      <pre className={preClassName} style={preStyle} tabIndex={0}>
        <code>
          {code.map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? '\n' : null}
              <span className="line">
                {line.map((token, tokenIndex) => (
                  <Token key={tokenIndex} token={token} ctx={ctx} />
                ))}
              </span>
            </Fragment>
          ))}
        </code>
      </pre>
    </div>
  );
}

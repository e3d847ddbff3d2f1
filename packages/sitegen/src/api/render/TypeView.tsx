import type { ApiType } from '../model.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { typeTokens, type TypeToken } from './typeTokens.js';

function TokenView({ token, ctx }: { token: TypeToken; ctx: ApiRenderContext }) {
  if (token.kind === 'ref') {
    const href = token.target === undefined ? undefined : ctx.hrefOf(token.target);
    if (href !== undefined)
      return (
        <a href={href} className="sg-api-type__ref">
          {token.text}
        </a>
      );
    const external = ctx.externalLinks[token.text];
    if (external !== undefined) {
      ctx.noteLink(token.text, external, false);
      return (
        <a href={external} className="sg-api-type__ref" target="_blank" rel="noopener noreferrer">
          {token.text}
        </a>
      );
    }
    return <span className="sg-api-type__ref">{token.text}</span>;
  }
  if (token.kind === 'punct') return <>{token.text}</>;
  return <span className={`sg-api-type__${token.kind}`}>{token.text}</span>;
}

/** A type on one line, every reference to a documented (or mapped external) type linked. */
export function TypeView({ type, ctx }: { type: ApiType; ctx: ApiRenderContext }) {
  return (
    <code className="sg-api-type">
      {typeTokens(type).map((token, index) => (
        <TokenView key={index} token={token} ctx={ctx} />
      ))}
    </code>
  );
}

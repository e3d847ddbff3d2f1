import type { ApiTypeTokenView, ApiTypeView } from '@sitegen/core/view';

function TokenView({ token }: { token: ApiTypeTokenView }) {
  if (token.kind === 'ref') {
    const { link } = token;
    if (link === undefined) return <span className="sg-api-type__ref">{token.text}</span>;
    return link.isExternal ? (
      <a href={link.href} className="sg-api-type__ref" target="_blank" rel="noopener noreferrer">
        {token.text}
      </a>
    ) : (
      <a href={link.href} className="sg-api-type__ref">
        {token.text}
      </a>
    );
  }
  if (token.kind === 'punct') return <>{token.text}</>;
  return <span className={`sg-api-type__${token.kind}`}>{token.text}</span>;
}

/** A type on one line, its references linked. */
export function TypeView({ type }: { type: ApiTypeView }) {
  return (
    <code className="sg-api-type">
      {type.tokens.map((token, index) => (
        <TokenView key={index} token={token} />
      ))}
    </code>
  );
}

import type { Construct, TokenizeContext } from 'micromark-util-types';

/**
 * `construct`, tried only where `may` says it can succeed: elsewhere it fails at once, as
 * it would have after reading on. For constructs micromark tries at nearly every line or
 * word that a cheap look at the document rules out (tableOnPipeLines, emailAutolinkOnAtLines).
 */
export function triedOnlyWhere(construct: Construct, may: (context: TokenizeContext) => boolean): Construct {
  const tokenize: Construct['tokenize'] = function (this: TokenizeContext, effects, ok, nok) {
    return may(this) ? construct.tokenize.call(this, effects, ok, nok) : nok;
  };
  return { ...construct, tokenize };
}

import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import type { Construct, Extension, TokenizeContext } from 'micromark-util-types';
import type { MarkedLines } from './markedLines.js';

/**
 * micromark's GFM autolink literals, with the email literal tried only on lines with an
 * `@`. The email construct is tried at the start of every word (any letter or digit after
 * a space or punctuation) and reads the word before it fails for want of an `@`; an email
 * cannot span lines, so a line without one needs no try. The www and protocol literals are
 * kept as they are. `atLinesOf` says which lines of the document being parsed have an `@`;
 * everything parses exactly as micromark-extension-gfm-autolink-literal's own.
 */
export function emailAutolinkOnAtLines(atLinesOf: () => MarkedLines): Extension {
  const { text } = gfmAutolinkLiteral();
  if (text === undefined) throw new Error('micromark-extension-gfm-autolink-literal no longer has text constructs');
  const wrapped = new Map<Construct, Construct>();
  const onAtLines = (construct: Construct): Construct => {
    if (construct.name !== 'emailAutolink') return construct;
    let found = wrapped.get(construct);
    if (found === undefined) {
      const tokenize: Construct['tokenize'] = function (this: TokenizeContext, effects, ok, nok) {
        return atLinesOf().has(this.now().line) ? construct.tokenize.call(this, effects, ok, nok) : nok;
      };
      found = { ...construct, tokenize };
      wrapped.set(construct, found);
    }
    return found;
  };
  return {
    text: Object.fromEntries(
      Object.entries(text).map(([code, constructs]) => [
        code,
        Array.isArray(constructs) ? constructs.map(onAtLines) : onAtLines(constructs as Construct),
      ]),
    ),
  };
}

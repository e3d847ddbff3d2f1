import type { Construct, Extension } from 'micromark-util-types';
import { gfmAutolinkLiteral } from '../vendor/markdown.js';
import type { MarkedLines } from './markedLines.js';
import { triedOnlyWhere } from './triedOnlyWhere.js';

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
  const email = Object.values(text ?? {})
    .flat()
    .find((construct) => construct?.name === 'emailAutolink');
  if (text === undefined || email === undefined)
    throw new Error('micromark-extension-gfm-autolink-literal no longer has an email construct');
  const emailOnAtLines = triedOnlyWhere(email, (context) => atLinesOf().has(context.now().line));
  const swap = <T extends Construct | undefined>(construct: T): T | Construct => (construct === email ? emailOnAtLines : construct);
  return {
    text: Object.fromEntries(
      Object.entries(text).map(([code, constructs]) => [code, Array.isArray(constructs) ? constructs.map(swap) : swap(constructs)]),
    ),
  };
}

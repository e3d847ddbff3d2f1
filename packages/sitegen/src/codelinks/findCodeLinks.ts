import { type CodeToken, lexCode } from './lexCode.js';
import type { CodeLinkRange, CodeSymbols } from './types.js';

/** The type an expression is known to have: an export itself (static side) or an instance of it. */
interface Known {
  name: string;
  isStatic: boolean;
}

const DECLARATION_KEYWORDS = new Set(['const', 'let', 'var']);
const OPENERS = new Set(['(', '[', '{']);
const CLOSERS = new Set([')', ']', '}']);
// after one of these a line break does not end an expression
const CONTINUING_WORDS = new Set(['await', 'new', 'typeof', 'as']);

const isPunct = (token: CodeToken | undefined, text: string): boolean => token?.kind === 'punct' && token.text === text;
const isAccess = (token: CodeToken | undefined): boolean => isPunct(token, '.') || isPunct(token, '?.');

/** Index of the bracket closing the one at `open`, or -1. */
function closingOf(tokens: CodeToken[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const token = tokens[i];
    if (token?.kind !== 'punct') continue;
    if (OPENERS.has(token.text)) depth++;
    else if (CLOSERS.has(token.text) && --depth === 0) return i;
  }
  return -1;
}

/** `<A, B<C>>` at `at` skipped: the index after it (or `at` when there are none). */
function afterTypeArguments(tokens: CodeToken[], at: number): number {
  if (!isPunct(tokens[at], '<')) return at;
  let depth = 0;
  for (let i = at; i < tokens.length; i++) {
    if (isPunct(tokens[i], '<')) depth++;
    else if (isPunct(tokens[i], '>') && --depth === 0) return i + 1;
  }
  return at;
}

/** Index of the last token of the expression starting at `from` (an initializer). */
function expressionEnd(tokens: CodeToken[], from: number): number {
  let depth = 0;
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i] as CodeToken;
    const previous = tokens[i - 1];
    if (depth === 0 && i > from && token.newlineBefore && !isAccess(token) && !continues(previous)) return i - 1;
    if (token.kind !== 'punct') continue;
    if (OPENERS.has(token.text)) depth++;
    else if (CLOSERS.has(token.text) && depth-- === 0) return i - 1;
    else if (depth === 0 && (token.text === ';' || token.text === ',')) return i - 1;
  }
  return tokens.length - 1;
}

function continues(token: CodeToken | undefined): boolean {
  if (token === undefined) return false;
  if (token.kind === 'identifier') return CONTINUING_WORDS.has(token.text);
  return token.kind === 'punct' && !CLOSERS.has(token.text);
}

/**
 * The identifiers of TypeScript code that name documented API symbols: exports wherever
 * they appear (not as a property after a dot), and members reached through a value whose
 * type is known — from `new X()`, an annotation `x: X`, or a chain of documented members
 * (`gSwap.quoting.quoteExactInput(…)` → its result type). Strings and comments never link.
 */
export function findCodeLinks(code: string, symbols: CodeSymbols): CodeLinkRange[] {
  const tokens = lexCode(code).filter((token) => token.kind !== 'comment');
  const ranges: CodeLinkRange[] = [];
  const variables = new Map<string, string>();
  const known = new Map<number, Known>();
  const declarationsEndingAt = new Map<number, string[]>();
  const instanceOf = (name: string | undefined): Known | undefined => (name === undefined ? undefined : { name, isStatic: false });

  tokens.forEach((token, i) => {
    if (token.kind === 'identifier') {
      const previous = tokens[i - 1];
      const next = tokens[i + 1];
      if (isAccess(previous)) {
        const owner = known.get(i - 2);
        const member = owner && symbols.memberOf(owner.name, token.text, owner.isStatic);
        if (member) {
          ranges.push({ start: token.start, end: token.end, target: member });
          const type = instanceOf(member.type);
          if (!member.isMethod && type) known.set(i, type);
          if (member.isMethod && type && isPunct(next, '(')) known.set(closingOf(tokens, i + 1), type);
        }
      } else {
        const exported = symbols.exportOf(token.text);
        const variable = variables.get(token.text);
        if (exported) {
          ranges.push({ start: token.start, end: token.end, target: exported });
          known.set(i, { name: token.text, isStatic: true });
          const call = afterTypeArguments(tokens, i + 1);
          if (previous?.kind === 'identifier' && previous.text === 'new' && isPunct(tokens[call], '(')) known.set(closingOf(tokens, call), { name: token.text, isStatic: false });
        } else if (variable !== undefined) {
          known.set(i, { name: variable, isStatic: false });
        }
        noteDeclaration(tokens, i, { variables, declarationsEndingAt, symbols });
      }
    }
    for (const name of declarationsEndingAt.get(i) ?? []) {
      const type = known.get(i);
      if (type && !type.isStatic) variables.set(name, type.name);
      else variables.delete(name);
    }
  });
  return ranges;
}

interface DeclarationState {
  variables: Map<string, string>;
  declarationsEndingAt: Map<number, string[]>;
  symbols: CodeSymbols;
}

/** `name: Type` (a variable or parameter annotation) or `const name = <expression>`. */
function noteDeclaration(tokens: CodeToken[], i: number, state: DeclarationState): void {
  const name = (tokens[i] as CodeToken).text;
  const previous = tokens[i - 1];
  const declared = previous?.kind === 'identifier' && DECLARATION_KEYWORDS.has(previous.text);
  const annotated = tokens[i + 2];
  const isParameter = isPunct(previous, '(') || isPunct(previous, ',');
  if ((declared || isParameter) && isPunct(tokens[i + 1], ':') && annotated?.kind === 'identifier' && !isAccess(tokens[i + 3])) {
    if (state.symbols.exportOf(annotated.text)) state.variables.set(name, annotated.text);
    return;
  }
  if (declared && isPunct(tokens[i + 1], '=')) {
    const end = expressionEnd(tokens, i + 2);
    state.declarationsEndingAt.set(end, [...(state.declarationsEndingAt.get(end) ?? []), name]);
  }
}

import { CODE_KEYWORDS } from './codeKeywords.js';
import { type CodeToken, lexCode } from './lexCode.js';
import type { CodeLinkRange, CodeMemberTarget, CodeSymbols } from './types.js';

/** The type an expression is known to have: an export itself (static side), an instance of it, or an array of instances. */
interface Known {
  name: string;
  isStatic: boolean;
  isArray?: boolean;
}

/** Gives the variables of a declaration their types once its initializer's type is known. */
type Binder = (type: Known | undefined, state: State) => void;

interface State {
  symbols: CodeSymbols;
  variables: Map<string, Known>;
  /** token index → the type of the expression ending there */
  known: Map<number, Known>;
  /** token index → declarations whose initializer ends there */
  binders: Map<number, Binder[]>;
}

const DECLARATION_KEYWORDS = new Set(['const', 'let', 'var']);
const OPENERS = new Set(['(', '[', '{']);
const CLOSERS = new Set([')', ']', '}']);
// after one of these a line break does not end an expression
const CONTINUING_WORDS = new Set(['await', 'new', 'typeof', 'as']);

const isPunct = (token: CodeToken | undefined, text: string): boolean => token?.kind === 'punct' && token.text === text;
const isWord = (token: CodeToken | undefined, text: string): boolean => token?.kind === 'identifier' && token.text === text;
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

function continues(token: CodeToken | undefined): boolean {
  if (token === undefined) return false;
  if (token.kind === 'identifier') return CONTINUING_WORDS.has(token.text);
  return token.kind === 'punct' && !CLOSERS.has(token.text);
}

/** Index of the last token of the expression starting at `from` (an initializer). */
function expressionEnd(tokens: CodeToken[], from: number): number {
  let depth = 0;
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i] as CodeToken;
    if (depth === 0 && i > from && token.newlineBefore && !isAccess(token) && !continues(tokens[i - 1])) return i - 1;
    if (token.kind !== 'punct') continue;
    if (OPENERS.has(token.text)) depth++;
    else if (CLOSERS.has(token.text) && depth-- === 0) return i - 1;
    else if (depth === 0 && (token.text === ';' || token.text === ',')) return i - 1;
  }
  return tokens.length - 1;
}

/** The value a member gives when read (properties) or called (methods, when `called`). */
function memberValueOf(member: CodeMemberTarget, called: boolean): Known | undefined {
  if (member.type === undefined || member.isMethod !== called) return undefined;
  return { name: member.type, isStatic: false, ...(member.isArray ? { isArray: true } : {}) };
}

/** `{ a, b: c, d = 1 }` of a destructuring declaration: [member, variable] pairs. */
function destructuredNames(tokens: CodeToken[], open: number, close: number): [string, string][] {
  const pairs: [string, string][] = [];
  let depth = 0;
  for (let i = open + 1; i < close; i++) {
    const token = tokens[i] as CodeToken;
    if (token.kind === 'punct' && OPENERS.has(token.text)) depth++;
    else if (token.kind === 'punct' && CLOSERS.has(token.text)) depth--;
    const startsEntry = isPunct(tokens[i - 1], '{') || isPunct(tokens[i - 1], ',');
    if (depth !== 0 || token.kind !== 'identifier' || !startsEntry) continue;
    const renamed = isPunct(tokens[i + 1], ':') ? tokens[i + 2] : undefined;
    pairs.push([token.text, renamed?.kind === 'identifier' ? renamed.text : token.text]);
  }
  return pairs;
}

function bindAt(state: State, end: number, binder: Binder): void {
  state.binders.set(end, [...(state.binders.get(end) ?? []), binder]);
}

/**
 * Declarations at token `i` (after `const`/`let`/`var`, or a parameter): `x: Type`,
 * `x: Type[]`, `x = <expression>`, `{ a, b } = <expression>` and `for (const x of <array>)`.
 */
function noteDeclaration(tokens: CodeToken[], i: number, state: State): void {
  const token = tokens[i] as CodeToken;
  const previous = tokens[i - 1];
  const declared = DECLARATION_KEYWORDS.has(previous?.kind === 'identifier' ? previous.text : '');
  const isParameter = isPunct(previous, '(') || isPunct(previous, ',');
  if (token.kind === 'identifier' && (declared || isParameter) && isPunct(tokens[i + 1], ':')) {
    const annotated = tokens[i + 2];
    const isArray = isPunct(tokens[i + 3], '[') && isPunct(tokens[i + 4], ']');
    if (annotated?.kind === 'identifier' && !isAccess(tokens[i + 3]) && state.symbols.exportOf(annotated.text)) {
      state.variables.set(token.text, { name: annotated.text, isStatic: false, ...(isArray ? { isArray } : {}) });
    }
    return;
  }
  if (!declared) return;
  if (token.kind === 'identifier' && isWord(tokens[i + 1], 'of')) {
    bindAt(state, expressionEnd(tokens, i + 2), (type, { variables }) => {
      if (type?.isArray) variables.set(token.text, { name: type.name, isStatic: false });
      else variables.delete(token.text);
    });
    return;
  }
  const close = isPunct(token, '{') ? closingOf(tokens, i) : i;
  if (close === -1 || !isPunct(tokens[close + 1], '=')) return;
  const end = expressionEnd(tokens, close + 2);
  if (token.kind === 'identifier') {
    bindAt(state, end, (type, { variables }) => {
      if (type && !type.isStatic) variables.set(token.text, type);
      else variables.delete(token.text);
    });
    return;
  }
  bindAt(state, end, (type, { variables, symbols }) => {
    for (const [member, variable] of destructuredNames(tokens, i, close)) {
      const found = type && !type.isStatic && !type.isArray ? symbols.memberOf(type.name, member, false) : undefined;
      const value = found && memberValueOf(found, false);
      if (value) variables.set(variable, value);
      else variables.delete(variable);
    }
  });
}

/** `.name` after an expression of known type: a member link, and the type it leads to. */
function noteMember(tokens: CodeToken[], i: number, state: State, ranges: CodeLinkRange[]): void {
  const token = tokens[i] as CodeToken;
  const owner = state.known.get(i - 2);
  const member = owner && !owner.isArray ? state.symbols.memberOf(owner.name, token.text, owner.isStatic) : undefined;
  if (!member) return;
  ranges.push({ start: token.start, end: token.end, target: member });
  const read = memberValueOf(member, false);
  if (read) state.known.set(i, read);
  const call = afterTypeArguments(tokens, i + 1);
  const result = memberValueOf(member, true);
  if (result && isPunct(tokens[call], '(')) state.known.set(closingOf(tokens, call), result);
}

/** A name not after a dot: an export (linked), or a variable of known type. */
function noteName(tokens: CodeToken[], i: number, state: State, ranges: CodeLinkRange[]): void {
  const token = tokens[i] as CodeToken;
  const exported = CODE_KEYWORDS.has(token.text) ? undefined : state.symbols.exportOf(token.text);
  const variable = state.variables.get(token.text);
  if (exported) {
    ranges.push({ start: token.start, end: token.end, target: exported });
    state.known.set(i, { name: token.text, isStatic: true });
    const call = afterTypeArguments(tokens, i + 1);
    if (isWord(tokens[i - 1], 'new') && isPunct(tokens[call], '('))
      state.known.set(closingOf(tokens, call), { name: token.text, isStatic: false });
  } else if (variable !== undefined) {
    state.known.set(i, variable);
  }
}

/**
 * The identifiers of a short piece of code (what inline code names, `gSwap.quoting`) that
 * name documented API symbols, by the types the code itself makes known: exports wherever
 * they appear (not as a property after a dot), and members reached through a value whose
 * type is known — from `new X()`, an annotation `x: X`, a chain of documented members
 * (`gSwap.quoting.quoteExactInput(…)` → its result type), destructuring of such a value,
 * or `for … of` over an array of them. Strings and comments never link.
 */
export function findCodeLinks(code: string, symbols: CodeSymbols): CodeLinkRange[] {
  const tokens = lexCode(code).filter((token) => token.kind !== 'comment');
  const ranges: CodeLinkRange[] = [];
  const state: State = { symbols, variables: new Map(), known: new Map(), binders: new Map() };
  tokens.forEach((token, i) => {
    if (token.kind === 'identifier' && isAccess(tokens[i - 1])) noteMember(tokens, i, state, ranges);
    else if (token.kind === 'identifier') noteName(tokens, i, state, ranges);
    if (token.kind === 'identifier' || isPunct(token, '{')) noteDeclaration(tokens, i, state);
    for (const bind of state.binders.get(i) ?? []) bind(state.known.get(i), state);
  });
  return ranges;
}

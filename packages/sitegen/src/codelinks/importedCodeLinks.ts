import { CODE_KEYWORDS } from './codeKeywords.js';
import { type CodeToken, lexCode } from './lexCode.js';
import type { CodeLinkRange, CodeSymbols } from './types.js';

/** What a local name of the block was imported as: an export, or the whole module (`* as ns`). */
type Imported = { export: string } | { namespace: true };

/** Whether an import specifier ('zod', 'zod/mini') names a documented package. */
export type IsDocumented = (specifier: string) => boolean;

const isPunct = (token: CodeToken | undefined, text: string): boolean => token?.kind === 'punct' && token.text === text;
const isWord = (token: CodeToken | undefined, text: string): boolean => token?.kind === 'identifier' && token.text === text;
const isAccess = (token: CodeToken | undefined): boolean => isPunct(token, '.') || isPunct(token, '?.');
const DECLARING = new Set(['const', 'let', 'var', 'function', 'class', 'interface', 'type', 'enum']);

function unquoted(token: CodeToken | undefined): string | undefined {
  if (token?.kind !== 'string' || token.text.length < 2) return undefined;
  return token.text.slice(1, -1);
}

/** `{ a, b as c, type d }` from `open`: [export token, local name] of each entry, and the index of its `}`. */
function namedBindings(tokens: CodeToken[], open: number, renaming: string): { entries: [CodeToken, string][]; close: number } {
  const entries: [CodeToken, string][] = [];
  let i = open + 1;
  for (; i < tokens.length && !isPunct(tokens[i], '}'); i++) {
    const token = tokens[i] as CodeToken;
    const startsEntry = isPunct(tokens[i - 1], '{') || isPunct(tokens[i - 1], ',') || isWord(tokens[i - 1], 'type');
    if (token.kind !== 'identifier' || !startsEntry || (token.text === 'type' && tokens[i + 1]?.kind === 'identifier')) continue;
    const renamed = isWord(tokens[i + 1], renaming) || isPunct(tokens[i + 1], renaming) ? tokens[i + 2] : undefined;
    entries.push([token, renamed?.kind === 'identifier' ? renamed.text : token.text]);
  }
  return { entries, close: i };
}

interface Imports {
  locals: Map<string, Imported>;
  /** the export names written in the import statements themselves */
  named: CodeToken[];
  /** tokens of the import statements: no use of a name is there */
  inside: Set<number>;
}

/** `import … from 'pkg'` and `const … = require('pkg')` of a documented package. */
function importsOf(tokens: CodeToken[], isDocumented: IsDocumented): Imports {
  const imports: Imports = { locals: new Map(), named: [], inside: new Set() };
  const mark = (from: number, to: number) => {
    for (let i = from; i <= to; i++) imports.inside.add(i);
  };
  tokens.forEach((token, i) => {
    if (isWord(token, 'import') && !isAccess(tokens[i - 1]) && !isPunct(tokens[i + 1], '(')) {
      let from = i + 1;
      while (from < tokens.length && !isWord(tokens[from], 'from') && !isPunct(tokens[from], ';')) from++;
      const specifier = isWord(tokens[from], 'from') ? unquoted(tokens[from + 1]) : undefined;
      if (specifier === undefined || !isDocumented(specifier)) return;
      mark(i, from + 1);
      for (let at = i + 1; at < from; at++) {
        if (isPunct(tokens[at], '*') && isWord(tokens[at + 1], 'as') && tokens[at + 2]?.kind === 'identifier')
          imports.locals.set((tokens[at + 2] as CodeToken).text, { namespace: true });
        if (!isPunct(tokens[at], '{')) continue;
        const { entries, close } = namedBindings(tokens, at, 'as');
        for (const [exported, local] of entries) {
          imports.locals.set(local, { export: exported.text });
          imports.named.push(exported);
        }
        at = close;
      }
      return;
    }
    // `const { a, b: c } = require('pkg')`, `const ns = require('pkg')`
    if (!isWord(token, 'require') || !isPunct(tokens[i + 1], '(') || !isPunct(tokens[i - 1], '=')) return;
    const specifier = unquoted(tokens[i + 2]);
    if (specifier === undefined || !isDocumented(specifier)) return;
    const target = tokens[i - 2];
    if (target?.kind === 'identifier') {
      imports.locals.set(target.text, { namespace: true });
      mark(i - 2, i + 3);
      return;
    }
    if (!isPunct(target, '}')) return;
    let open = i - 2;
    while (open > 0 && !isPunct(tokens[open], '{')) open--;
    const { entries } = namedBindings(tokens, open, ':');
    for (const [exported, local] of entries) {
      imports.locals.set(local, { export: exported.text });
      imports.named.push(exported);
    }
    mark(open, i + 3);
  });
  return imports;
}

/**
 * The links of a block that was not type-checked: only the names it imports from a documented
 * package (`import { GSwap } from '@gala-chain/gswap-sdk'`, `require`, `* as ns`), where it
 * uses them, with the static members reached through them (`FEE_TIER.X`, `ns.GSwap`). A name
 * the block declares again, a keyword (an import named like one, where it is not a value), and anything reached through a value it made are not
 * linked: without the checker nothing else is known to be the export.
 */
export function importedCodeLinks(code: string, symbols: CodeSymbols, isDocumented: IsDocumented): CodeLinkRange[] {
  const tokens = lexCode(code).filter((token) => token.kind !== 'comment');
  const { locals, named, inside } = importsOf(tokens, isDocumented);
  if (locals.size === 0) return [];
  tokens.forEach((token, i) => {
    if (token.kind === 'identifier' && DECLARING.has(tokens[i - 1]?.text ?? '') && tokens[i - 1]?.kind === 'identifier')
      locals.delete(token.text);
  });
  const ranges: CodeLinkRange[] = [];
  const link = (token: CodeToken, target: CodeLinkRange['target'] | undefined) => {
    if (target !== undefined) ranges.push({ start: token.start, end: token.end, target });
  };
  // the import itself names the export, whatever the block later does with its local name
  for (const token of named) link(token, symbols.exportOf(token.text));
  tokens.forEach((token, i) => {
    const imported = token.kind === 'identifier' && !inside.has(i) && !isAccess(tokens[i - 1]) ? locals.get(token.text) : undefined;
    if (imported === undefined) return;
    // an import named like a keyword (zod's `string`) is the export only where it is a value: called or read through
    if (CODE_KEYWORDS.has(token.text) && !isPunct(tokens[i + 1], '(') && !isAccess(tokens[i + 1])) return;
    let exported: string | undefined;
    let at = i;
    if ('namespace' in imported) {
      const name = isAccess(tokens[i + 1]) ? tokens[i + 2] : undefined;
      if (name?.kind !== 'identifier') return;
      exported = name.text;
      at = i + 2;
      link(name, symbols.exportOf(exported));
    } else {
      exported = imported.export;
      link(token, symbols.exportOf(exported));
    }
    const member = isAccess(tokens[at + 1]) ? tokens[at + 2] : undefined;
    if (member?.kind === 'identifier' && symbols.exportOf(exported) !== undefined)
      link(member, symbols.memberOf(exported, member.text, true));
  });
  return ranges.sort((a, b) => a.start - b.start);
}

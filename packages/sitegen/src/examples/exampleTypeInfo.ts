import type TypeScript from 'typescript';
import { splitAtCut } from './collectExamples.js';
import { type CodeReference, type DocumentedExports, exampleReferences } from './exampleReferences.js';

/** An identifier of a block's shown code and what TypeScript says of it on hover. */
export interface TypeHover {
  /** offsets in the shown code (the lines after the cut, joined by `\n`) */
  start: number;
  end: number;
  /** quick info as an editor shows it: `const square: Square` */
  text: string;
}

/** A `// ^?` line of the shown code, answered with the type of what its caret points at. */
export interface TypeQuery {
  /** 0-based line of the query in the shown code */
  line: number;
  /** the caret's column */
  column: number;
  /** undefined when the caret points at nothing with a type */
  text?: string;
}

/** What a checked block shows besides its code: types on hover and the answers to its queries. */
export interface ExampleTypeInfo {
  /** the shown code, which the rendered block is matched by */
  code: string;
  /** how many lines above the shown code were setup (the cut line included) */
  setupLines: number;
  hovers: TypeHover[];
  queries: TypeQuery[];
  /** the names of the shown code the checker resolves to a documented export or its member: the only ones that link */
  references: CodeReference[];
}

/** A Twoslash query: a comment whose caret points up at a name on the line above. */
export const QUERY_LINE = /^(\s*\/\/\s*)\^\?\s*$/;

/** A long union or object type stays readable in a popover: cut, as editors cut it. */
const MAX_TEXT = 500;

/**
 * The hover texts of a block's shown identifiers and its queries' answers, from the language
 * service of the program that checked it (no second compile). `code` is the whole block,
 * compiled as the start of `fileName`; `exports` are the documented packages' (documentedExports).
 */
export function exampleTypeInfo(
  ts: typeof TypeScript,
  service: TypeScript.LanguageService,
  fileName: string,
  code: string,
  exports: DocumentedExports = new Map(),
): ExampleTypeInfo {
  const { shown, setupLines } = splitAtCut(code);
  const shownFrom = code.length - shown.length;
  const program = service.getProgram();
  const source = program?.getSourceFile(fileName);
  if (program === undefined || source === undefined) return { code: shown, setupLines, hovers: [], queries: [], references: [] };
  const quickInfo = (position: number): string | undefined => {
    const info = service.getQuickInfoAtPosition(fileName, position);
    const text = info === undefined ? '' : ts.displayPartsToString(info.displayParts);
    return text === '' ? undefined : text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  };
  const hovers: TypeHover[] = [];
  const visit = (node: TypeScript.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const start = node.getStart(source);
      const text = start >= shownFrom && node.end <= shownFrom + shown.length ? quickInfo(start) : undefined;
      if (text !== undefined) hovers.push({ start: start - shownFrom, end: node.end - shownFrom, text });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {
    code: shown,
    setupLines,
    hovers,
    queries: queriesOf(shown, (line, column) => quickInfo(shownFrom + offsetOf(shown, line, column))),
    references: exampleReferences(ts, program.getTypeChecker(), source, { from: shownFrom, to: shownFrom + shown.length }, exports),
  };
}

/** Each `// ^?` line and the type at its caret, on the nearest line above that is no query. */
function queriesOf(shown: string, typeAt: (line: number, column: number) => string | undefined): TypeQuery[] {
  const lines = shown.split('\n');
  const queries: TypeQuery[] = [];
  lines.forEach((line, index) => {
    const query = QUERY_LINE.exec(line);
    if (query === null) return;
    const column = (query[1] ?? '').length;
    let target = index - 1;
    while (target >= 0 && QUERY_LINE.test(lines[target] ?? '')) target--;
    const reaches = target >= 0 && column < (lines[target] ?? '').length;
    const text = reaches ? typeAt(target, column) : undefined;
    queries.push({ line: index, column, ...(text === undefined ? {} : { text }) });
  });
  return queries;
}

function offsetOf(text: string, line: number, column: number): number {
  return text.split('\n').slice(0, line).join('\n').length + (line > 0 ? 1 : 0) + column;
}

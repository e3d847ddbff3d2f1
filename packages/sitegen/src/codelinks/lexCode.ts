export type CodeTokenKind = 'identifier' | 'number' | 'string' | 'comment' | 'punct';

export interface CodeToken {
  kind: CodeTokenKind;
  text: string;
  /** offsets in the code */
  start: number;
  end: number;
  /** a line break between this token and the one before it */
  newlineBefore: boolean;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const NUMBER = /\d[\w.]*/y;
const SPACE = /\s+/y;
const LINE_COMMENT = /\/\/[^\n]*/y;
const BLOCK_COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/y;
const QUOTED = /'(?:[^'\\\n]|\\.)*'?|"(?:[^"\\\n]|\\.)*"?/y;
/** the rest of a template literal up to its end or its next `${` */
const TEMPLATE_PART = /(?:[^`\\$]|\\[\s\S]|\$(?!\{))*(?:`|\$\{|$)/y;
const PUNCT = /\?\.(?!\d)|\.\.\.|=>|[^\w\s$]/y;

/**
 * A small TypeScript lexer, enough to tell code from strings and comments and to follow
 * member chains. Template literals are strings, but the code in their `${…}` is lexed
 * as code. Whitespace is dropped (its line breaks are kept on the next token).
 */
export function lexCode(code: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  // what each open `{` is: a block/object, or the `${` of a template literal
  const braces: ('brace' | 'template')[] = [];
  let at = 0;
  let newlineBefore = false;
  const read = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = at;
    return pattern.exec(code)?.[0];
  };
  const push = (kind: CodeTokenKind, text: string) => {
    tokens.push({ kind, text, start: at, end: at + text.length, newlineBefore });
    newlineBefore = false;
    at += text.length;
  };
  const template = () => {
    const part = read(TEMPLATE_PART) ?? '';
    push('string', part);
    if (part.endsWith('${')) braces.push('template');
  };
  while (at < code.length) {
    const space = read(SPACE);
    if (space !== undefined) {
      newlineBefore ||= space.includes('\n');
      at += space.length;
      continue;
    }
    const char = code[at];
    if (char === '`') {
      push('string', '`');
      template();
      continue;
    }
    if (char === '}' && braces.pop() === 'template') {
      push('string', '}');
      template();
      continue;
    }
    if (char === '{') braces.push('brace');
    const comment = read(LINE_COMMENT) ?? read(BLOCK_COMMENT);
    if (comment !== undefined) push('comment', comment);
    else if (char === "'" || char === '"') push('string', read(QUOTED) ?? char);
    else if (read(IDENTIFIER) !== undefined) push('identifier', read(IDENTIFIER) ?? '');
    else if (read(NUMBER) !== undefined) push('number', read(NUMBER) ?? '');
    else push('punct', read(PUNCT) ?? char ?? '');
  }
  return tokens;
}

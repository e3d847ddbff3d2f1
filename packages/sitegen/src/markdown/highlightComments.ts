/**
 * Docusaurus's highlight comments: a line that is only `// highlight-next-line`,
 * `// highlight-start` or `// highlight-end` (in the comment syntax of the block's language)
 * marks lines to highlight and is taken out of the code.
 */
export interface HighlightComments {
  /** the code without the comment lines */
  code: string;
  /** the highlighted lines of that code, counted from 1 */
  lines: number[];
}

// Docusaurus's comment syntaxes (start, end), as regular expression sources
const COMMENTS = {
  js: ['//', ''],
  jsBlock: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
} as const;

type CommentSyntax = keyof typeof COMMENTS;

/** Which comments each language reads as directives: Docusaurus's table, for the syntaxes above. */
function commentsOf(language: string): CommentSyntax[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      // prose comments in HTML, front matter in YAML
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    case 'wasm':
      return ['wasm'];
    default:
      return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  }
}

const patterns = new Map<string, RegExp>();

function directivePattern(language: string): RegExp {
  let pattern = patterns.get(language);
  if (pattern === undefined) {
    const comments = commentsOf(language).map((syntax) => {
      const [start, end] = COMMENTS[syntax];
      return `(?:${start})\\s*(highlight-next-line|highlight-start|highlight-end)\\s*(?:${end})`;
    });
    pattern = new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`);
    patterns.set(language, pattern);
  }
  return pattern;
}

/**
 * Takes the highlight comments out of a block's code. Only a block with a language has
 * them (as in Docusaurus), and an unclosed `highlight-start` highlights nothing.
 */
export function extractHighlightComments(code: string, language: string | undefined): HighlightComments {
  if (language === undefined || !code.includes('highlight-')) return { code, lines: [] };
  const pattern = directivePattern(language.toLowerCase());
  const kept: string[] = [];
  const lines = new Set<number>();
  let rangeStart: number | undefined;
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (directive === undefined) {
      kept.push(line);
      continue;
    }
    // kept.length + 1: the number the next kept line will have
    if (directive === 'highlight-next-line') lines.add(kept.length + 1);
    else if (directive === 'highlight-start') rangeStart = kept.length + 1;
    else if (rangeStart !== undefined) {
      for (let number = rangeStart; number <= kept.length; number++) lines.add(number);
      rangeStart = undefined;
    }
  }
  return { code: kept.join('\n'), lines: [...lines].sort((a, b) => a - b) };
}

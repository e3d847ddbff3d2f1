import { describe, expect, it } from 'vitest';
import { CODE_LINE_CLASSES } from '../view/constants.js';
import { createHighlighter } from './highlight.js';
import { DOCUSAURUS_HIGHLIGHTED_LINE, extractHighlightComments, magicCommentReader } from './highlightComments.js';

const HIGHLIGHTED = CODE_LINE_CLASSES.highlighted;
const highlightedLines = (code: string, language: string | undefined) =>
  extractHighlightComments(code, language).classes[HIGHLIGHTED] ?? [];

describe('extractHighlightComments', () => {
  it('highlights the line after highlight-next-line, the comment taken out', () => {
    const code = 'const a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;';
    expect(extractHighlightComments(code, 'js')).toEqual({
      code: 'const a = 1;\nconst b = 2;\nconst c = 3;',
      classes: { [HIGHLIGHTED]: [2] },
    });
  });

  it('highlights the lines between highlight-start and highlight-end', () => {
    const code = 'a();\n  /* highlight-start */\n  b();\n  c();\n  /* highlight-end */\nd();';
    expect(extractHighlightComments(code, 'ts')).toEqual({ code: 'a();\n  b();\n  c();\nd();', classes: { [HIGHLIGHTED]: [2, 3] } });
  });

  it("reads each language's own comments: # in Python and shell, <!-- --> and {/* */} in Markdown", () => {
    expect(extractHighlightComments('# highlight-next-line\nprint(1)', 'python')).toEqual({
      code: 'print(1)',
      classes: { [HIGHLIGHTED]: [1] },
    });
    expect(extractHighlightComments('<!-- highlight-next-line -->\n# Title', 'md')).toEqual({
      code: '# Title',
      classes: { [HIGHLIGHTED]: [1] },
    });
    expect(extractHighlightComments('x\n{/* highlight-next-line */}\n<A />', 'jsx')).toEqual({
      code: 'x\n<A />',
      classes: { [HIGHLIGHTED]: [2] },
    });
    // a shell comment is not a JavaScript comment
    expect(highlightedLines('# highlight-next-line\nrun()', 'js')).toEqual([]);
  });

  it('leaves a directive that shares its line with code, an unclosed start and a block without a language', () => {
    expect(extractHighlightComments('go(); // highlight-next-line\nx', 'js')).toEqual({
      code: 'go(); // highlight-next-line\nx',
      classes: {},
    });
    expect(extractHighlightComments('// highlight-start\na\nb', 'js')).toEqual({ code: 'a\nb', classes: {} });
    expect(extractHighlightComments('// highlight-next-line\na', undefined)).toEqual({ code: '// highlight-next-line\na', classes: {} });
  });
});

describe("the site's magic comments (markdown.magicComments, Docusaurus's themeConfig.prism.magicComments)", () => {
  // the Docusaurus docs' own example: the highlight comment kept, an error comment added
  const magicComments = [
    { className: DOCUSAURUS_HIGHLIGHTED_LINE, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'This will error' },
  ];
  const reader = magicCommentReader(magicComments);

  it("marks each comment's lines with its class, a line marked by two with both", () => {
    const code =
      'const a = 1;\n// This will error\nconst b = a.c;\n// highlight-start\n// This will error\nboom();\nok();\n// highlight-end';
    expect(extractHighlightComments(code, 'js', reader)).toEqual({
      code: 'const a = 1;\nconst b = a.c;\nboom();\nok();',
      classes: { 'code-block-error-line': [2, 3], [HIGHLIGHTED]: [3, 4] },
    });
  });

  it('replaces the default: a list without the highlight comment leaves it in the code, as Docusaurus does', () => {
    const only = magicCommentReader([{ className: 'removed', block: { start: 'remove-start', end: 'remove-end' } }]);
    expect(extractHighlightComments('// highlight-next-line\na\n# remove-start\nb\n# remove-end', 'bash', only)).toEqual({
      code: '// highlight-next-line\na\nb',
      classes: { removed: [3] },
    });
  });

  it('takes a directive with characters that mean something in a regular expression as written', () => {
    const odd = magicCommentReader([{ className: 'odd', line: 'mark(+)' }]);
    expect(extractHighlightComments('// mark(+)\nx\n// markk)\ny', 'ts', odd)).toEqual({ code: 'x\n// markk)\ny', classes: { odd: [1] } });
  });

  it('gives the classes to the lines of the highlighted block, with sitegen’s highlighted line for the default class', async () => {
    const highlighter = createHighlighter({ light: 'github-light', dark: 'github-dark' }, { magicComments });
    const { html } = await highlighter.highlightBlock({
      code: 'ok();\n// This will error\nfail();\n// highlight-next-line\nnext();',
      lang: 'js',
    });
    expect(html).toMatch(/<span class="line code-block-error-line">.*?fail/);
    expect(html).toMatch(new RegExp(`<span class="line ${HIGHLIGHTED}">.*?next`));
    expect(html).not.toContain('This will error');
  });
});

import { describe, expect, it } from 'vitest';
import { extractHighlightComments } from './highlightComments.js';

describe('extractHighlightComments', () => {
  it('highlights the line after highlight-next-line, the comment taken out', () => {
    const code = 'const a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;';
    expect(extractHighlightComments(code, 'js')).toEqual({ code: 'const a = 1;\nconst b = 2;\nconst c = 3;', lines: [2] });
  });

  it('highlights the lines between highlight-start and highlight-end', () => {
    const code = 'a();\n  /* highlight-start */\n  b();\n  c();\n  /* highlight-end */\nd();';
    expect(extractHighlightComments(code, 'ts')).toEqual({ code: 'a();\n  b();\n  c();\nd();', lines: [2, 3] });
  });

  it("reads each language's own comments: # in Python and shell, <!-- --> and {/* */} in Markdown", () => {
    expect(extractHighlightComments('# highlight-next-line\nprint(1)', 'python')).toEqual({ code: 'print(1)', lines: [1] });
    expect(extractHighlightComments('<!-- highlight-next-line -->\n# Title', 'md')).toEqual({ code: '# Title', lines: [1] });
    expect(extractHighlightComments('x\n{/* highlight-next-line */}\n<A />', 'jsx')).toEqual({ code: 'x\n<A />', lines: [2] });
    // a shell comment is not a JavaScript comment
    expect(extractHighlightComments('# highlight-next-line\nrun()', 'js').lines).toEqual([]);
  });

  it('leaves a directive that shares its line with code, an unclosed start and a block without a language', () => {
    expect(extractHighlightComments('go(); // highlight-next-line\nx', 'js')).toEqual({
      code: 'go(); // highlight-next-line\nx',
      lines: [],
    });
    expect(extractHighlightComments('// highlight-start\na\nb', 'js')).toEqual({ code: 'a\nb', lines: [] });
    expect(extractHighlightComments('// highlight-next-line\na', undefined)).toEqual({ code: '// highlight-next-line\na', lines: [] });
  });
});

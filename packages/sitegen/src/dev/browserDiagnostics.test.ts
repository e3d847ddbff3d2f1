import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { browserDiagnostics } from './browserDiagnostics.js';

const siteDir = '/site';
const pages = [
  { outputFile: 'docs/intro/index.html', source: '/site/content/docs/intro.md' },
  { outputFile: 'docs/guide/index.html', source: '/site/content/docs/guide.mdx' },
  { outputFile: 'index.html', source: '/site/content/pages/index.tsx' },
  { outputFile: 'tags/index.html', source: 'the tags of the docs (front matter `tags`)' },
];
const warning = (file: string | undefined, line: number, code: Diagnostic['code'] = 'markdown/unrendered-syntax'): Diagnostic => ({
  severity: 'warning',
  code,
  message: `warning at ${line}`,
  hint: 'do this',
  ...(file === undefined ? {} : { location: { file, line, column: 2 } }),
});

describe('browserDiagnostics', () => {
  it("keys each warning by its page's URL path, sorted by line, with the location relative to the site", () => {
    const { errors, warnings } = browserDiagnostics({
      diagnostics: [warning('/site/content/docs/intro.md', 9), warning('/site/content/docs/intro.md', 3)],
      pages,
      basePath: '/base/',
      siteDir,
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual({
      pages: {
        '/base/docs/intro': [
          { code: 'markdown/unrendered-syntax', message: 'warning at 3', location: 'content/docs/intro.md:3:2', hint: 'do this' },
          { code: 'markdown/unrendered-syntax', message: 'warning at 9', location: 'content/docs/intro.md:9:2', hint: 'do this' },
        ],
      },
      total: 2,
    });
  });

  it('counts the warnings of no page (config, navigation, a file no page comes from) in the total only', () => {
    const { warnings } = browserDiagnostics({
      diagnostics: [
        warning(undefined, 1, 'config/invalid'),
        warning('/site/sitegen.config.ts', 4),
        warning('/site/content/docs/guide.mdx', 1),
      ],
      pages,
      basePath: '/',
      siteDir,
    });
    expect(Object.keys(warnings.pages)).toEqual(['/docs/guide']);
    expect(warnings.total).toBe(3);
  });

  it('names the home page by the base path, without its trailing slash', () => {
    const { warnings } = browserDiagnostics({
      diagnostics: [warning('/site/content/pages/index.tsx', 1)],
      pages,
      basePath: '/base/',
      siteDir,
    });
    expect(Object.keys(warnings.pages)).toEqual(['/base']);
  });

  it('lists every error, sorted, for the overlay; they are never warnings', () => {
    const { errors, warnings } = browserDiagnostics({
      diagnostics: [
        {
          severity: 'error',
          code: 'markdown/unsafe-html',
          message: 'raw HTML <script>',
          location: { file: '/site/content/docs/intro.md', line: 9, column: 1 },
        },
        {
          severity: 'error',
          code: 'mdx/syntax',
          message: 'MDX syntax',
          location: { file: '/site/content/docs/guide.mdx', line: 15, column: 17 },
        },
      ],
      pages,
      basePath: '/',
      siteDir,
    });
    expect(errors).toEqual([
      { code: 'mdx/syntax', message: 'MDX syntax', location: 'content/docs/guide.mdx:15:17' },
      { code: 'markdown/unsafe-html', message: 'raw HTML <script>', location: 'content/docs/intro.md:9:1' },
    ]);
    expect(warnings).toEqual({ pages: {}, total: 0 });
  });
});

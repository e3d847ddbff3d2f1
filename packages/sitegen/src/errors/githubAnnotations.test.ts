import { describe, expect, it } from 'vitest';
import { githubAnnotations } from './githubAnnotations.js';

describe('githubAnnotations', () => {
  it('writes one workflow command per finding, relative to the checkout, escaped as the runner reads them', () => {
    expect(
      githubAnnotations(
        [
          {
            severity: 'warning',
            code: 'markdown/unrendered-syntax',
            message: 'a template interpolation {{ … }} is shown as text: {{ a }} (50% of it)',
            hint: 'Write the value.',
            location: { file: '/repo/site/content/docs/a,b:c.md', line: 3, column: 9 },
          },
          { severity: 'error', code: 'links/broken', message: 'broken: /docs/x' },
        ],
        '/repo',
      ),
    ).toEqual([
      '::warning file=site/content/docs/a%2Cb%3Ac.md,line=3,col=9,title=markdown/unrendered-syntax::a template interpolation {{ … }} is shown as text: {{ a }} (50%25 of it)%0AWrite the value.',
      '::error title=links/broken::broken: /docs/x',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { createMarkdownTransformer } from './createMarkdownTransformer.js';
import type { MarkdownContext } from './types.js';

const context: MarkdownContext = {
  resolveSitePath: (sitePath) => sitePath,
  resolveFileLink: () => undefined,
  staticFileOf: () => undefined,
  fileHref: (outputPath) => `/${outputPath}`,
  resolveApiLink: () => undefined,
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'github-light', dark: 'github-dark' },
};

describe('remarkNpm2Yarn', () => {
  it('makes a ```bash npm2yarn block tabs for npm, Yarn and pnpm, in the npm2yarn group', async () => {
    const transform = await createMarkdownTransformer(context);
    const result = await transform({
      source: '```bash npm2yarn title="Install"\nnpm install --save-dev @acme/cli\n```\n',
      file: '/site/a.md',
      lineOffset: 0,
    });
    expect(result.diagnostics).toEqual([]);
    const html = result.html;
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual(['npm', 'Yarn', 'pnpm']);
    expect(html).toContain('data-sg-tabs-group="npm2yarn"');
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('npm install --save-dev @acme/cli');
    expect(text).toContain('yarn add --dev @acme/cli');
    expect(text).toContain('pnpm add --save-dev @acme/cli');
    expect(html.match(/sg-code__title">Install</g)?.length).toBe(3);
    expect(html).not.toContain('npm2yarn title');
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testRouter } from '../test/router.js';
import { createMarkdownTransformer } from './createMarkdownTransformer.js';
import { katexStylesheet } from './katexStylesheet.js';
import type { MarkdownContext } from './types.js';

const context: MarkdownContext = {
  resolveSitePath: (sitePath) => testRouter('/').linkHref(sitePath),
  resolveFileLink: () => undefined,
  staticFileOf: () => undefined,
  fileHref: (outputPath) => `/${outputPath}`,
  resolveApiLink: () => undefined,
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'github-light', dark: 'github-dark' },
};

const MATH = 'Euler: $e^{i\\pi} + 1 = 0$.\n\n$$\n\\sum_{k=1}^n k = \\frac{n(n+1)}{2}\n$$\n';

// a page of every kind of block, and a price in dollars that must stay text
const NO_MATH = `# Prices

It costs $5 and *more*; see [the guide](/docs/intro).

:::tip
A tip.
:::

| a | b |
| - | - |
| 1 | 2 |

\`\`\`ts
const a = 1;
\`\`\`
`;

async function render(source: string, math: boolean | undefined, file = '/site/docs/a.md', siteDir?: string) {
  const transform = await createMarkdownTransformer({
    ...context,
    ...(math === undefined ? {} : { math }),
    ...(siteDir === undefined ? {} : { siteDir }),
  });
  return transform({ source, file, lineOffset: 0 });
}

describe('markdown.math', () => {
  it('renders inline and display math as KaTeX HTML and MathML, which the page check accepts', async () => {
    const { html, diagnostics } = await render(MATH, true);
    expect(html).toContain('<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(html).toContain('<span class="katex-display">');
    expect(html).toContain('<annotation encoding="application/x-tex">e^{i\\pi} + 1 = 0</annotation>');
    expect(html).not.toContain('$');
    expect(html).not.toContain('<script');
    expect(diagnostics).toEqual([]);
  });

  it('renders math in MDX pages too', async () => {
    // an MDX page is compiled and run from a module written beside it
    const siteDir = mkdtempSync(path.join(tmpdir(), 'sitegen-math-'));
    try {
      const { html, diagnostics } = await render(`${MATH}\n<div>after</div>\n`, true, path.join(siteDir, 'a.mdx'), siteDir);
      expect(diagnostics).toEqual([]);
      expect(html).toContain('<span class="katex">');
      expect(html).toContain('<span class="katex-display">');
      expect(html).toContain('<div>after</div>');
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it('leaves math as text when off, where the page check reports it', async () => {
    const { html, diagnostics } = await render(MATH, false);
    expect(html).not.toContain('katex');
    expect(html).toContain('$$');
    expect(diagnostics.map((d) => d.code)).toContain('markdown/unrendered-syntax');
  });

  it('changes nothing in a page without math, off, on or unset', async () => {
    const unset = await render(NO_MATH, undefined);
    expect(unset.html).toContain('It costs $5 and <em>more</em>');
    expect(await render(NO_MATH, false)).toEqual(unset);
    expect(await render(NO_MATH, true)).toEqual(unset);
  });

  it('names the stylesheet of the KaTeX that renders, whose fonts it reaches by url()', () => {
    const css = readFileSync(katexStylesheet(), 'utf8');
    expect(css).toContain('.katex-display');
    expect(css).toMatch(/url\(fonts\/KaTeX_Main-Regular\.woff2\)/);
  });
});

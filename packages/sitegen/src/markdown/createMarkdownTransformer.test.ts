import { beforeAll, describe, expect, it } from 'vitest';
import { testRouter } from '../test/router.js';
import { DEEP_MARKDOWN } from '../test/deepMarkdown.js';
import { createMarkdownTransformer, type MarkdownTransformer } from './createMarkdownTransformer.js';
import type { MarkdownContext } from './types.js';

const context: MarkdownContext = {
  resolveSitePath: (sitePath) => testRouter('/gswap-sdk/').linkHref(sitePath),
  resolveFileLink: (fromFile, target) => {
    const [path, hash] = target.split('#');
    const routes: Record<string, string> = { './quoting.md': '/gswap-sdk/docs/tutorial-basics/quoting' };
    const href = fromFile === '/site/docs/tutorial-basics/trading.md' && path !== undefined ? routes[path] : undefined;
    return href === undefined ? undefined : href + (hash === undefined ? '' : `#${hash}`);
  },
  staticFileOf: () => undefined,
  fileHref: (outputPath) => `/gswap-sdk/${outputPath}`,
  resolveApiLink: (symbol) =>
    ({ GSwap: '/gswap-sdk/docs/api/classes/GSwap', 'GSwap.swaps': '/gswap-sdk/docs/api/classes/GSwap#swaps' })[symbol],
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'github-light', dark: 'github-dark' },
};

// every feature once; the body starts after 4 lines of front matter
const SAMPLE = `# Trading tokens

Swaps settle at 10:30 UTC; pairs are written a:b. See [quoting](./quoting.md#exact-input),
[the client](api:GSwap), [](api:GSwap.swaps), [the site](/docs/intro) and [GitHub](https://github.com).

## Before you swap {#prepare}

:::tip Check the quote
Quotes age quickly; see [above](#prepare).
:::

### Fees

| Tier | Fee |
| ---- | --: |
| low  | ~~0.3 %~~ 0.05 % |

- [x] quote
- [ ] swap

\`\`\`ts title="swap.ts"
const gSwap = new GSwap({ signer });
await gSwap.swaps.swap(a, b, 500, amounts, wallet);
\`\`\`

## Fees

<kbd id="shortcut">Ctrl</kbd> and [gone](./gone.md).

:::hot
Unknown.
:::

> [!WARNING]
> Swaps cannot be undone.
`;

let transform: MarkdownTransformer;

beforeAll(async () => {
  transform = await createMarkdownTransformer(context);
});

async function transformSample() {
  return transform({ source: SAMPLE, file: '/site/docs/tutorial-basics/trading.md', lineOffset: 4 });
}

describe('createMarkdownTransformer', () => {
  it('renders every feature as pinned', async () => {
    await expect((await transformSample()).html).toMatchFileSnapshot('__snapshots__/every-feature.html');
  });

  it('returns the leading h1 as the title, out of the body', async () => {
    const result = await transformSample();
    expect(result.title).toBe('Trading tokens');
    expect(result.html).not.toContain('<h1');
  });

  it('returns the TOC at the configured levels and every id on the page', async () => {
    const result = await transformSample();
    expect(result.toc).toEqual([
      { id: 'prepare', text: 'Before you swap', level: 2 },
      { id: 'fees', text: 'Fees', level: 3 },
      { id: 'fees-1', text: 'Fees', level: 2 },
    ]);
    expect(result.anchors).toEqual(['prepare', 'fees', 'fees-1', 'shortcut']);
  });

  it('records every link with its place in the file', async () => {
    const { links } = await transformSample();
    expect(links.map(({ raw, href, isInternal, line, column }) => `${line}:${column} ${raw} → ${href} ${isInternal}`)).toEqual([
      '7:55 ./quoting.md#exact-input → /gswap-sdk/docs/tutorial-basics/quoting#exact-input true',
      '8:1 api:GSwap → /gswap-sdk/docs/api/classes/GSwap true',
      '8:26 api:GSwap.swaps → /gswap-sdk/docs/api/classes/GSwap#swaps true',
      '8:47 /docs/intro → /gswap-sdk/docs/intro true',
      '8:75 https://github.com → https://github.com false',
      '13:25 #prepare → #prepare true',
      '32:35 ./gone.md → ./gone.md true',
    ]);
  });

  it('reports problems as warnings at their place in the file', async () => {
    const { diagnostics } = await transformSample();
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.location?.line}:${d.location?.column} ${d.message}`)).toEqual([
      "warning markdown/unknown-directive 34:1 Unknown admonition ':::hot', kept as text",
      "warning links/broken-markdown-link 32:35 Broken link './gone.md': no such Markdown file in the site",
    ]);
    expect(diagnostics.every((d) => d.location?.file === '/site/docs/tutorial-basics/trading.md' && d.hint)).toBe(true);
  });

  it('is deterministic and keeps nothing from one file to the next', async () => {
    const first = await transformSample();
    await transform({ source: '## Fees\n\n[x](./gone.md)', file: '/site/docs/other.md', lineOffset: 0 });
    expect(await transformSample()).toEqual(first);
  });

  it('handles an empty document', async () => {
    expect(await transform({ source: '', file: '/site/docs/empty.md', lineOffset: 0 })).toEqual({
      html: '',
      toc: [],
      anchors: [],
      links: [],
      diagnostics: [],
    });
  });

  it('writes a code block the same whether or not the page has raw HTML (which is parsed again)', async () => {
    const fence = '```ts title="a.ts"\nconst tag = "<b>" && 1 < 2;\n```\n';
    const plain = await transform({ source: fence, file: '/site/docs/a.md', lineOffset: 0 });
    const withRaw = await transform({
      source: `<div class="note">raw <em>HTML</em></div>\n\n${fence}`,
      file: '/site/docs/a.md',
      lineOffset: 0,
    });
    expect(withRaw.html).toContain('<div class="note">raw <em>HTML</em></div>');
    expect(withRaw.html.endsWith(plain.html)).toBe(true);
    expect(plain.highlightKeys).toHaveLength(1);
  });
});

describe('createMarkdownTransformer: a page that cannot be transformed', () => {
  it.each([
    ['quotes', 5],
    ['dashes', 5],
    ['list1000', 105],
    ['list2000', 105],
    ['stars', 5],
    ['emphasis', 5],
    ['brackets', 5],
    ['divs', 105],
  ] as const)('refuses %s with an error at its line, past the front matter, and no HTML', async (name, line) => {
    const result = await transform({ source: DEEP_MARKDOWN[name], file: '/site/docs/deep.md', lineOffset: 4 });
    expect(result).toEqual({
      html: '',
      toc: [],
      anchors: [],
      links: [],
      diagnostics: [expect.objectContaining({ severity: 'error', code: 'markdown/too-deep' })],
    });
    expect(result.diagnostics[0]?.location).toEqual({ file: '/site/docs/deep.md', line, column: expect.any(Number) });
  });

  it('turns an exception thrown for one page into a markdown/failed error naming that page', async () => {
    const failing = await createMarkdownTransformer({
      ...context,
      resolveFileLink: (fromFile) => {
        if (fromFile.endsWith('bad.md')) throw new Error('the route table is gone');
        return '/gswap-sdk/docs/other';
      },
    });
    const source = 'See [the other page](./other.md).';
    const bad = await failing({ source, file: '/site/docs/bad.md', lineOffset: 2 });
    const good = await failing({ source, file: '/site/docs/good.md', lineOffset: 2 });
    expect(bad).toMatchObject({
      html: '',
      links: [],
      diagnostics: [{ severity: 'error', code: 'markdown/failed', location: { file: '/site/docs/bad.md' } }],
    });
    expect(bad.diagnostics[0]?.message).toMatch(/^Markdown processing failed: Error: the route table is gone \(at /);
    expect(good.diagnostics).toEqual([]);
    expect(good.html).toBe('<p>See <a href="/gswap-sdk/docs/other">the other page</a>.</p>');
  });
});

describe('createMarkdownTransformer: what it refuses or warns of', () => {
  it('makes an unsafe link an error at its place, past the front matter', async () => {
    const result = await transform({ source: 'Intro\n\n[run](javascript:alert(1))', file: '/site/docs/a.md', lineOffset: 4 });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.location?.line}:${d.location?.column} ${d.message}`)).toEqual([
      "error markdown/unsafe-url 7:1 Unsafe javascript: URL in a link: 'javascript:alert(1)'",
    ]);
  });

  it('warns of a heading id taken before, naming the line of the first in the whole file', async () => {
    const result = await transform({ source: '## A {#a}\n\nText.\n\n## B {#a}', file: '/site/docs/a.md', lineOffset: 4 });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.location?.line}:${d.location?.column} ${d.message}`)).toEqual([
      "warning markdown/duplicate-heading-id 9:1 Duplicate heading id 'a': the heading on line 5 has it too",
    ]);
  });
});

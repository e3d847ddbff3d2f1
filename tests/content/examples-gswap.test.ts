/**
 * The gSwap site's examples, checked by sitegen's own example check (issue 25) as its build
 * does: the guides' blocks compile against the SDK, and a broken one is reported at its line
 * (an error under `build --strict`, tests/examples.test.ts). The React home page is no
 * Markdown, so the build does not check it: its code samples, and the page itself, are
 * checked here the same way.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectExamples, type Example } from '../../packages/sitegen/src/examples/collectExamples.js';
import { typeCheckExamples, type TypeCheckResult } from '../../packages/sitegen/src/examples/typeCheckExamples.js';
import { repoRoot } from '../helpers/fixtures.js';
import { extractJsxCodeSamples } from './extractJsxCodeSamples.js';

const docsDir = path.join(repoRoot, 'content', 'docs');
const homePage = path.join(repoRoot, 'content', 'pages', 'index.tsx');
const broken = path.join(docsDir, 'broken.md');

let guides: Example[];
let home: Example[];
let result: TypeCheckResult;

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => /\.mdx?$/.test(entry)).map((entry) => path.join(dir, entry));
}

beforeAll(async () => {
  const files = await markdownFiles(docsDir);
  guides = (
    await Promise.all(files.map(async (file) => collectExamples({ file, body: await readFile(file, 'utf8'), bodyLineOffset: 0 })))
  ).flat();
  const page = await readFile(homePage, 'utf8');
  home = [
    ...extractJsxCodeSamples(page, homePage).map((sample) => ({
      file: homePage,
      kind: sample.lang === 'tsx' ? ('tsx' as const) : ('ts' as const),
      code: sample.code,
      line: sample.line,
    })),
    { file: homePage, kind: 'tsx', code: page, line: 1 },
  ];
  const wrong = collectExamples({
    file: broken,
    body: "# Broken\n\n```ts\nimport { GSwap } from '@gala-chain/gswap-sdk';\n\nnew GSwap().quoting.quoteExactly('A', 'B', 1);\n```\n",
    bodyLineOffset: 0,
  });
  result = await typeCheckExamples({ examples: [...guides, ...home, ...wrong], siteDir: repoRoot });
}, 120_000);

describe("the gSwap site's examples", () => {
  it('all compile: the guides, the home page and its samples; only the broken one is reported, at its line', () => {
    expect(guides.length).toBeGreaterThanOrEqual(60);
    expect(home.length).toBeGreaterThanOrEqual(2);
    const located = result.diagnostics.map((d) => `${path.relative(repoRoot, d.location?.file ?? '')}:${d.location?.line} ${d.message}`);
    expect(located).toEqual(["content/docs/broken.md:6 TS2339: Property 'quoteExactly' does not exist on type 'Quoting'."]);
  });

  it('gives the SDK names their types', () => {
    const quoting = result.typeInfo
      .flatMap((info) => info.hovers)
      .find((hover) => hover.text.startsWith('(method) Quoting.quoteExactInput'));
    expect(quoting?.text).toContain('Promise<GetQuoteResult>');
  });
});

/**
 * Big inputs (issue 35 §3–4): a page's Markdown costs work in proportion to its size, and a
 * folder of thousands of pages gives each page a sidebar of the entries it shows. Work is
 * counted, never timed: the array elements the Markdown pipeline copies, moves or appends
 * (where its quadratic steps were: a splice or a copy of the whole document per construct)
 * and the times a delimiter run is asked whether it can open (the emphasis resolver asked
 * every earlier run for each closer that nothing opened), for a page and for one four times
 * its size. Figures of time are the bench's
 * (`bench/bigPage.mjs`, `bench/flatSite.mjs`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the bench's generator is plain JavaScript
import { bigPage, SHAPES } from '../bench/bigPage.mjs';
import { createMarkdownTransformer } from '../packages/sitegen/src/markdown/createMarkdownTransformer.js';
import type { MarkdownContext } from '../packages/sitegen/src/markdown/types.js';
import { WINDOWED_UNLISTED_ENTRIES } from '../packages/sitegen/src/routes/shareSidebars.js';
import { freshSite, sitegen, stackFrame, writeDoc } from './helpers/badInput.js';
import { writeFile, mkdir } from 'node:fs/promises';

const context: MarkdownContext = {
  resolveSitePath: (sitePath) => `/base/${sitePath}`,
  resolveFileLink: () => undefined,
  staticFileOf: () => undefined,
  fileHref: (outputPath) => `/base/${outputPath}`,
  resolveApiLink: () => undefined,
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'github-light', dark: 'github-dark' },
};

/** Runs `work` counting the elements every array splice moves, slice copies and push appends, and the reads of `_open`. */
async function pageWork(work: () => Promise<unknown>): Promise<number> {
  const { splice, slice, push } = Array.prototype;
  let count = 0;
  // micromark sets `_open` on each delimiter run it tokenizes: each run's own property counts its reads
  Object.defineProperty(Object.prototype, '_open', {
    configurable: true,
    set(this: object, value: unknown) {
      let open = value;
      Object.defineProperty(this, '_open', {
        configurable: true,
        enumerable: true,
        get: () => {
          count += 1;
          return open;
        },
        set: (next: unknown) => {
          open = next;
        },
      });
    },
  });
  Array.prototype.splice = function (this: unknown[], start: number, ...rest: unknown[]) {
    const from = start < 0 ? Math.max(0, this.length + start) : Math.min(start, this.length);
    count += this.length - from + Math.max(0, rest.length - 1);
    return splice.call(this, start, ...(rest as [number, ...unknown[]]));
  } as typeof splice;
  Array.prototype.slice = function (this: unknown[], ...args: [number?, number?]) {
    const copy = slice.apply(this, args);
    count += copy.length;
    return copy;
  } as typeof slice;
  Array.prototype.push = function (this: unknown[], ...items: unknown[]) {
    count += items.length;
    return push.apply(this, items);
  };
  try {
    await work();
  } finally {
    Array.prototype.splice = splice;
    Array.prototype.slice = slice;
    Array.prototype.push = push;
    delete (Object.prototype as { _open?: unknown })._open;
  }
  return count;
}

describe('a page costs work in proportion to its size', () => {
  const SMALL = 48 * 1024;
  for (const shape of SHAPES as string[]) {
    it(`a ${shape} page four times the size costs about four times the work`, async () => {
      const transform = await createMarkdownTransformer(context);
      const workOf = (bytes: number) =>
        pageWork(() => transform({ source: bigPage(shape, bytes), file: `/site/docs/${shape}.md`, lineOffset: 0 }));
      // the first page pays for loading the highlighter's grammars: not the page's work
      await workOf(1024);
      const small = await workOf(SMALL);
      const large = await workOf(4 * SMALL);
      // linear is 4; the quadratic steps this guards against made it 7 to 10 at these sizes
      expect(large / small).toBeLessThan(5.5);
    }, 120_000);
  }
});

describe('nested emphasis and strikethrough', () => {
  // A build refuses such a page before parsing it (markdown/too-deep, at 100 levels), so the
  // parser is counted alone: it handed every event inside a match to the span resolvers again,
  // once per level (21.8 times the work at 4 times the size, 12 KB in 8 s).
  it('cost the parser about four times the work at four times the size', async () => {
    const { fromMarkdown, gfmStrikethrough, gfmFromMarkdown } = await import('../packages/sitegen/src/vendor/markdown.js');
    const workOf = (bytes: number) =>
      pageWork(async () =>
        fromMarkdown(bigPage('nested', bytes), { extensions: [gfmStrikethrough()], mdastExtensions: [gfmFromMarkdown()] }),
      );
    const small = await workOf(12 * 1024);
    const large = await workOf(48 * 1024);
    expect(large / small).toBeLessThan(5.5);
  }, 120_000);
});

describe('a folder of more pages than a sidebar shows', () => {
  it(`gives each page the entries around its own, not all ${WINDOWED_UNLISTED_ENTRIES + 1}`, async () => {
    const { site } = await freshSite();
    const folder = path.join(site, 'content', 'docs', 'many');
    await mkdir(folder);
    const count = WINDOWED_UNLISTED_ENTRIES + 1;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        writeFile(path.join(folder, `page-${String(i).padStart(4, '0')}.md`), `# Page ${i}\n\nText ${i}.\n`),
      ),
    );
    await writeDoc(site, 'zz-last.md', '# Last\n');
    const run = sitegen(site, ['build'], 300_000, { SITEGEN_WORKERS: '0' });
    expect(run.status, run.stderr).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'many', 'page-0500', 'index.html'), 'utf8');
    const start = html.indexOf('sg-sidebar__nav');
    const sidebar = html.slice(start, html.indexOf('</nav>', start));
    const entries = sidebar.match(/href="\/base\/docs\/many\/page-\d{4}"/g) ?? [];
    expect(entries).toHaveLength(21);
    expect(sidebar).toContain('href="/base/docs/many/page-0490"');
    expect(sidebar).toContain('href="/base/docs/many/page-0510"');
    // every page stays reachable from its neighbours
    expect(html).toContain('href="/base/docs/many/page-0501" rel="next"');
  }, 600_000);
});

describe('a site larger than the memory Node may use', () => {
  it('fails as soon as its content is read, with the code, the limit and what to do', async () => {
    const { site, hash } = await freshSite();
    const before = await hash();
    // the basic fixture in a heap too small for any build (young generation bounded too: Node 24's
    // default one adds ~190 MB to the limit)
    const run = sitegen(site, ['build'], 60_000, { NODE_OPTIONS: '--max-old-space-size=200 --max-semi-space-size=1' });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(1);
    expect(run.stderr).toContain('error [build/out-of-memory]');
    expect(run.stderr).toContain("more than Node's limit of");
    expect(run.stderr).toContain('NODE_OPTIONS=--max-old-space-size=');
    expect(run.stderr).not.toMatch(stackFrame);
    expect(await hash()).toBe(before);
  });
});

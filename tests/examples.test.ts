/**
 * Type-checked examples (issue 25) on the examples fixture: its TypeScript blocks compile
 * against the `shapes` package as a reader's code would; a failing line is reported at its
 * line in the Markdown, an error under --strict; `nocheck`, setup lines above a cut and the
 * prelude work; a warm build reuses the result.
 */
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import type { Diagnostic } from '../packages/sitegen/src/errors/Diagnostic.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fixtureConfig, tempDir } from './helpers/fixtures.js';

let site: string;
let diagnostics: Diagnostic[];

beforeAll(async () => {
  site = path.join(await tempDir('sitegen-examples-'), 'site');
  await cp(path.dirname(fixtureConfig('examples')), site, { recursive: true, filter: (source) => !source.includes('node_modules') });
  await cp(path.join(site, 'vendor', 'shapes'), path.join(site, 'node_modules', 'shapes'), { recursive: true });
  ({ diagnostics } = await build({ configFile: path.join(site, 'sitegen.config.ts'), logger: createMemoryLogger() }));
}, 120_000);

const intro = () => path.join(site, 'content', 'docs', 'intro.md');
const located = (d: Diagnostic) => `${path.basename(d.location?.file ?? '')}:${d.location?.line}:${d.location?.column} ${d.message}`;

describe('type-checked examples', () => {
  it('report each failing line at its line in the Markdown, and nothing for the blocks that compile', () => {
    const examples = diagnostics.filter((d) => d.code === 'examples/type-error');
    expect(examples.every((d) => d.severity === 'warning' && d.location?.file === intro())).toBe(true);
    expect(examples.map(located)).toEqual([
      "intro.md:20:29 TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.",
      "intro.md:42:14 TS2362: The left-hand side of an arithmetic operation must be of type 'any', 'number', 'bigint' or an enum type.",
      "intro.md:49:17 TS2339: Property 'perimeter' does not exist on type 'Square'.",
    ]);
  });

  it('shows a block from the line after its cut', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('bigger');
    expect(html).not.toContain('declare');
    expect(html).not.toContain('---cut---');
  });

  it('fails the build under --strict-links, naming the line', async () => {
    const failure = (await build({
      configFile: path.join(site, 'sitegen.config.ts'),
      outDir: path.join(site, 'strict'),
      strictLinks: true,
      logger: createMemoryLogger(),
    }).catch((error: unknown) => error)) as { details: string[] };
    expect(failure.details.join('\n')).toContain('intro.md:20:29');
  });

  it('reuses the last check while nothing changed', async () => {
    const logger = createMemoryLogger();
    const again = await build({ configFile: path.join(site, 'sitegen.config.ts'), outDir: path.join(site, 'again'), logger });
    expect(again.diagnostics.filter((d) => d.code === 'examples/type-error').map(located)).toEqual(
      diagnostics.filter((d) => d.code === 'examples/type-error').map(located),
    );
  });
});

describe('a prelude that cannot be read', () => {
  it('fails naming the file and the config', async () => {
    const config = path.join(site, 'sitegen.config.ts');
    const good = await readFile(config, 'utf8');
    const { writeFile } = await import('node:fs/promises');
    try {
      await writeFile(config, good.replace('./examples/prelude.ts', './examples/missing.ts'));
      const error = await build({ configFile: config, outDir: path.join(site, 'missing'), logger: createMemoryLogger() }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'examples/prelude-missing', location: { file: config } });
      expect(String((error as Error).message)).toContain(path.join(site, 'examples', 'missing.ts'));
    } finally {
      await writeFile(config, good);
    }
  });
});

describe('the compiled CLI', () => {
  it('checks in a worker thread and reports the same lines', async () => {
    const { spawnSync } = await import('node:child_process');
    const { repoRoot } = await import('./helpers/fixtures.js');
    const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');
    const { rm } = await import('node:fs/promises');
    await rm(path.join(site, 'node_modules', '.cache'), { recursive: true, force: true });
    const run = spawnSync(process.execPath, [cli, 'check', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: '1' } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`error [examples/type-error] ${intro()}:20:29 TS2345`);
    expect(run.stderr).toContain(`${intro()}:49:17 TS2339`);
  });
});

describe('types shown in the checked blocks', () => {
  const page = () => readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');

  it('gives a known name its type as a focusable accessible description, once per block', async () => {
    const html = await page();
    expect(html).toContain('<span tabindex="0" aria-description="const total: number">total</span>');
    expect(html).toContain('aria-description="(alias) const unit: Square\nimport unit">unit</span>');
    const firstBlock = html.slice(html.indexOf('area.ts'), html.indexOf('A failing one'));
    expect(firstBlock.match(/aria-description="const square: Square"/g)).toHaveLength(1);
    expect(firstBlock.match(/aria-description="\(method\) Square.area\(\): number"/g)).toHaveLength(1);
  });

  it('answers a `// ^?` query under the line, in place of the query', async () => {
    const html = await page();
    expect(html).toContain('<span class="sg-type-query">      <span class="sg-type-query__type">const doubled: number</span></span>');
    expect(html.slice(html.indexOf('A query shows'), html.indexOf('A query that points'))).not.toContain('^?');
  });

  it('reports a query that points at nothing, at its line, and shows it as written', async () => {
    expect(diagnostics.filter((d) => d.code === 'examples/empty-query').map(located)).toEqual([
      'intro.md:65:21 this `// ^?` query points at nothing with a type',
    ]);
    expect(await page()).toContain('//                  ^?');
  });

  it('keeps the types out of the code that is copied or searched', async () => {
    const html = await page();
    const block = html.slice(html.indexOf('area.ts'), html.indexOf('A failing one'));
    const code = block.replace(/<(?:[^>"]|"[^"]*")*>/g, '');
    expect(code).toContain('const total: number = square.area() + unit.area();');
    expect(code).not.toContain(': Square');
  });
});

import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureConfig, repoRoot, tempDir } from './helpers/fixtures.js';

// the compiled CLI: worker threads start from the compiled worker modules
const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');

const guide = `---
title: Guide
---

See [the intro](./intro.md), a [missing page](./missing.md) and [resize](api:Square.resize).

## Code

\`\`\`ts title="square.ts"
import { createSquare } from 'kinds-pkg';

const square = createSquare(2);
\`\`\`

\`\`\`sh
npm install kinds-pkg
\`\`\`
`;

/** A copy of the api-kinds fixture with a guide that has code, links and a broken link, and many small pages: no cache yet. */
async function siteCopy(): Promise<string> {
  const dir = path.join(await tempDir('sitegen-workers-'), 'site');
  await cp(path.dirname(fixtureConfig('api-kinds')), dir, { recursive: true, filter: (source) => !source.includes('node_modules') });
  await mkdir(path.join(dir, 'content', 'docs', 'more'), { recursive: true });
  await writeFile(path.join(dir, 'content', 'docs', 'guide.md'), guide);
  await writeFile(path.join(dir, 'content', 'docs', 'more', 'deep.md'), '# Deep\n\nBack to [the guide](../guide.md#code).\n');
  // more pages than one batch of a render worker (250): batches come back in any order
  await mkdir(path.join(dir, 'content', 'docs', 'many'));
  for (let page = 0; page < 300; page++) {
    await writeFile(
      path.join(dir, 'content', 'docs', 'many', `page-${page}.md`),
      `# Page ${page}\n\nWord${page % 7} and word${page % 11}, see [the next](./page-${(page + 1) % 300}.md).\n`,
    );
  }
  return dir;
}

async function filesOf(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  return new Map(await Promise.all(files.sort().map(async (file) => [file, await readFile(path.join(dir, file), 'utf8')] as const)));
}

/** A build with no cache, its worker threads set by SITEGEN_WORKERS: the files written and the diagnostics printed. */
async function coldBuild(site: string, workers: string): Promise<{ files: Map<string, string>; stderr: string }> {
  await rm(path.join(site, 'node_modules'), { recursive: true, force: true });
  const outDir = path.join(site, `build-${workers}`);
  const result = spawnSync(process.execPath, [cli, 'build', '--config', path.join(site, 'sitegen.config.ts'), '--out-dir', outDir], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '1', SITEGEN_WORKERS: workers },
  });
  expect(result.status, result.stderr).toBe(0);
  return { files: await filesOf(outDir), stderr: result.stderr };
}

// each test makes two cold builds of a few hundred pages: 81–125 s at a load of 19 on 2 cores
describe('worker threads (Markdown and render)', { timeout: 300_000 }, () => {
  it('write the same site, byte for byte, with the same diagnostics as one thread', async () => {
    const site = await siteCopy();
    const single = await coldBuild(site, '0');
    const parallel = await coldBuild(site, '2');
    expect([...parallel.files.keys()]).toEqual([...single.files.keys()]);
    for (const [file, text] of single.files) expect(parallel.files.get(file), file).toBe(text);
    expect(parallel.stderr).toBe(single.stderr);
    // what the comparison covers: highlighted code, resolved file and API links, a broken-link warning
    const guideHtml = single.files.get(path.join('docs', 'guide', 'index.html')) ?? '';
    expect(guideHtml).toMatch(/<span class="l\d+ d\d+">/);
    expect(guideHtml).toContain('href="/kinds/docs/intro"');
    expect(guideHtml).toMatch(/href="\/kinds\/docs\/api\/[^"]*Square[^"]*#resize"/);
    expect(single.stderr).toContain('warning [links/broken-markdown-link]');
    expect(single.stderr).toContain('guide.md:5');
  });

  it('give a site with plugins the same output as one thread: each worker loads the config and its plugins itself', async () => {
    const site = path.join(await tempDir('sitegen-workers-plugins-'), 'site');
    await cp(path.dirname(fixtureConfig('extensions')), site, { recursive: true, filter: (source) => !source.includes('node_modules') });
    await mkdir(path.join(site, 'content', 'docs', 'many'));
    for (let page = 0; page < 200; page++) {
      await writeFile(
        path.join(site, 'content', 'docs', 'many', `page-${page}.md`),
        `# Page ${page}\n\nAbout {{product}}, see [the next](./page-${(page + 1) % 200}.md).\n\n## Part ${page}\n\nMore.\n`,
      );
    }
    const single = await coldBuild(site, '0');
    const parallel = await coldBuild(site, '2');
    expect([...parallel.files.keys()]).toEqual([...single.files.keys()]);
    for (const [file, text] of single.files) expect(parallel.files.get(file), file).toBe(text);
    expect(parallel.stderr).toBe(single.stderr);
    // what the comparison covers: the remark and rehype plugins ran with their options in the workers
    const pageHtml = parallel.files.get(path.join('docs', 'many', 'page-7', 'index.html')) ?? '';
    expect(pageHtml).toContain('About Widgets');
    expect(pageHtml).toContain('class="marked" data-heading-id="part-7"');
  });
});

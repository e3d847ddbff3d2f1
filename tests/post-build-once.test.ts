/**
 * A plugin's postBuild runs once per `sitegen build`, as documented, on a site of two locales:
 * on the whole output folder, with every locale's pages among its routes.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initSite } from '../packages/sitegen/src/init/initSite.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { tempDir } from './helpers/fixtures.js';

describe('postBuild on a site of two locales', () => {
  it('runs once, on the output folder, with the routes of both locales', async () => {
    const siteDir = path.join(await tempDir('sitegen-post-build-'), 'site');
    await initSite({ dir: siteDir, title: 'Once', baseUrl: '/', packageManager: { name: 'npm' }, logger: createMemoryLogger() });
    const configFile = path.join(siteDir, 'sitegen.config.ts');
    const plugin = `import { appendFileSync } from 'node:fs';
const calls = (context: unknown) => ({
  name: 'count-post-build',
  postBuild: ({ outDir, routes }: { outDir: string; routes: { path: string; file: string }[] }) => {
    appendFileSync(${JSON.stringify(path.join(siteDir, 'calls.jsonl'))}, JSON.stringify({ outDir, files: routes.map((r) => r.file) }) + '\\n');
  },
});
`;
    const config = await readFile(configFile, 'utf8');
    await writeFile(
      configFile,
      plugin +
        config.replace('  navbar: {\n', "  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n  plugins: [calls],\n  navbar: {\n"),
    );
    await mkdir(path.join(siteDir, 'i18n/fr'), { recursive: true });
    await build({ configFile, logger: createMemoryLogger() });
    const calls = (await readFile(path.join(siteDir, 'calls.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { outDir: string; files: string[] });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(path.basename(path.dirname(call?.outDir ?? ''))).toBe('site');
    expect(call?.files).toEqual(expect.arrayContaining(['docs/intro/index.html', 'fr/docs/intro/index.html']));
  }, 180_000);
});

/**
 * `draft: true` in front matter: `sitegen build` leaves the doc or page out (no page, no sidebar
 * entry, no sitemap line), `sitegen dev` shows it, as Docusaurus does.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { createDevBuilder } from '../packages/sitegen/src/dev/createDevBuilder.js';
import { initSite } from '../packages/sitegen/src/init/initSite.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { tempDir } from './helpers/fixtures.js';

let siteDir: string;
const configFile = (): string => path.join(siteDir, 'sitegen.config.ts');

beforeAll(async () => {
  siteDir = path.join(await tempDir('sitegen-drafts-'), 'site');
  await initSite({ dir: siteDir, title: 'Drafts', baseUrl: '/', packageManager: { name: 'npm' }, logger: createMemoryLogger() });
  await writeFile(
    path.join(siteDir, 'content/docs/guides/upcoming.md'),
    '---\ndraft: true\n---\n\n# Upcoming feature\n\nNot published yet.\n',
  );
  await writeFile(path.join(siteDir, 'content/docs/guides/ready.md'), '---\ndraft: false\n---\n\n# Ready\n\nPublished.\n');
  await writeFile(path.join(siteDir, 'content/pages/roadmap.md'), '---\ndraft: true\n---\n\n# Roadmap\n');
}, 60_000);

describe('draft: true', () => {
  it('is left out of a production build: no page, no sidebar entry, no sitemap line, no warning', async () => {
    const result = await build({ configFile: configFile(), strictLinks: true, logger: createMemoryLogger() });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['config/no-url']);
    expect(result.written).toContain('docs/guides/ready/index.html');
    expect(result.written.filter((file) => /upcoming|roadmap/.test(file))).toEqual([]);
    const intro = await readFile(path.join(siteDir, 'build/docs/intro/index.html'), 'utf8');
    expect(intro).toContain('href="/docs/guides/ready"');
    expect(intro).not.toContain('Upcoming feature');
    expect(await readFile(path.join(siteDir, 'build/sitemap.xml'), 'utf8')).not.toContain('upcoming');
  }, 120_000);

  it('is shown by sitegen dev, in the sidebar too', async () => {
    const built = await createDevBuilder({ configFile: configFile(), logger: createMemoryLogger() }).build({ files: [], full: true });
    expect([...built.files.keys()]).toEqual(expect.arrayContaining(['docs/guides/upcoming/index.html', 'roadmap/index.html']));
    const intro = new TextDecoder().decode(built.files.get('docs/intro/index.html'));
    expect(intro).toContain('Upcoming feature');
  }, 120_000);
});

/**
 * The navbar logo and the favicon name files of the static folder: one that is missing is
 * reported once, naming the config key (a warning; an error with --strict-links), not as a
 * broken image on every page, nor only by the crawl.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSitegenError } from '../packages/sitegen/src/errors/SitegenError.js';
import { initSite } from '../packages/sitegen/src/init/initSite.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { tempDir } from './helpers/fixtures.js';

let configFile: string;

beforeAll(async () => {
  const siteDir = path.join(await tempDir('sitegen-config-images-'), 'site');
  await initSite({ dir: siteDir, title: 'Images', baseUrl: '/', packageManager: { name: 'npm' }, logger: createMemoryLogger() });
  configFile = path.join(siteDir, 'sitegen.config.ts');
  const config = await readFile(configFile, 'utf8');
  await writeFile(
    configFile,
    config.replace('  navbar: {\n', "  favicon: 'img/favicon.ico',\n  navbar: {\n    logo: { alt: 'Images', src: 'img/logo.svg' },\n"),
  );
}, 60_000);

describe('a missing logo or favicon', () => {
  it('is a warning, once for each, naming the config key and the static folder', async () => {
    const result = await build({ configFile, logger: createMemoryLogger() });
    const images = result.diagnostics.filter((d) => d.code === 'links/broken-image');
    expect(images.map((d) => [d.severity, d.message, d.location?.file])).toEqual([
      ['warning', 'broken image /img/logo.svg (navbar.logo.src): no file at /img/logo.svg', configFile],
      ['warning', 'broken image /img/favicon.ico (favicon): no file at /img/favicon.ico', configFile],
    ]);
    expect(images[0]?.hint).toContain('static folder (static/img/logo.svg)');
  }, 120_000);

  it('fails the build with --strict-links before the crawl', async () => {
    const error: unknown = await build({ configFile, strictLinks: true, logger: createMemoryLogger() }).catch((thrown: unknown) => thrown);
    expect(isSitegenError(error) && error.details.filter((line) => line.startsWith('[links/broken-image]'))).toHaveLength(2);
  }, 120_000);
});

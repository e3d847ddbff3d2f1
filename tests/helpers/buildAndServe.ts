import path from 'node:path';
import { build } from '../../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../../packages/sitegen/src/logger/memoryLogger.js';
import { serveSite, type ServedSite } from '../../packages/sitegen/src/serve/serveSite.js';
import { tempDir } from './fixtures.js';

/**
 * Builds a site into a fresh folder and serves it on a free port of 127.0.0.1, as the browser
 * tests open it. `basePath` is the site's own (the server answers only under it).
 */
export async function buildAndServe(configFile: string, basePath: string): Promise<ServedSite> {
  const outDir = path.join(await tempDir('sitegen-e2e-'), 'build');
  await build({ configFile, outDir, logger: createMemoryLogger() });
  return serveSite({ outDir, basePath, port: 0, host: '127.0.0.1' });
}

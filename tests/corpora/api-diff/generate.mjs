// Regenerates the reflection JSONs of real published versions that tests/api-diff-real.test.ts
// compares: each package installed from npm into a temporary folder, then sitegen's own
// `generateReflections` (TypeDoc with the options a site gets) over its declarations.
// Run after `pnpm compile`: node tests/corpora/api-diff/generate.mjs (needs the network).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateReflections } from '../../../packages/sitegen/dist/api/generateReflections.js';
import { resolveConfig } from '../../../packages/sitegen/dist/config/resolveConfig.js';

/** The versions compared, as pairs in the test; `entry` as a site's api.entryPoints names it. */
const PACKAGES = [
  { name: 'ky', version: '1.7.5', entry: 'ky' },
  { name: 'ky', version: '1.8.2', entry: 'ky' },
  { name: 'zod', version: '3.25.76', entry: 'zod' },
  { name: 'zod', version: '4.0.0', entry: 'zod' },
  { name: 'date-fns', version: '3.6.0', entry: 'date-fns' },
  { name: 'date-fns', version: '4.1.0', entry: 'date-fns' },
];

const silent = { info() {}, warn() {}, error() {}, stage() {} };
const here = path.dirname(new URL(import.meta.url).pathname);

for (const { name, version, entry } of PACKAGES) {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-apidiff-'));
  try {
    writeFileSync(path.join(siteDir, 'package.json'), '{"private": true}\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `${name}@${version}`], {
      cwd: siteDir,
      stdio: 'ignore',
    });
    const config = resolveConfig({ title: name, api: { entryPoints: [entry] } }, path.join(siteDir, 'sitegen.config.ts'));
    const { project } = await generateReflections({ config, logger: silent, write: false });
    const file = path.join(here, `${name}-${version}.json.gz`);
    writeFileSync(file, gzipSync(`${JSON.stringify(project)}\n`, { level: 9 }));
    console.log(`${path.basename(file)}: ${JSON.stringify(project).length} characters of JSON`);
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
}

/**
 * The dev rebuild after editing one guide: the gSwap site is copied to bench/sites/
 * (so the real content is never touched), built once by the dev builder, then one guide
 * is edited `edits` times, each edit followed by the rebuild `sitegen dev` runs. Reports
 * the median. Run alone (`node bench/devRebuild.mjs`) or call `benchDevRebuild()`.
 */
import { cp, mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

export async function benchDevRebuild({ edits = 15, guide = 'content/docs/tutorial-basics/quoting.md' } = {}) {
  const { measureRebuild } = await import('../packages/sitegen/dist/dev/measureRebuild.js');
  const { createMemoryLogger } = await import('../packages/sitegen/dist/logger/memoryLogger.js');
  const site = path.join(repo, 'bench', 'sites', 'dev-rebuild');
  await rm(site, { recursive: true, force: true });
  await mkdir(site, { recursive: true });
  await cp(path.join(repo, 'sitegen.config.ts'), path.join(site, 'sitegen.config.ts'));
  await cp(path.join(repo, 'content'), path.join(site, 'content'), { recursive: true });
  // the config's paths into node_modules (the SDK's declarations) resolve as from the repository
  await symlink(path.join(repo, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  try {
    const times = await measureRebuild({
      configFile: path.join(site, 'sitegen.config.ts'),
      guide: path.join(site, guide),
      edits,
      logger: createMemoryLogger(),
    });
    return { guide, edits, ...times };
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchDevRebuild();
  const round = (ms) => Math.round(ms * 10) / 10;
  process.stdout.write(
    `dev rebuild after editing ${result.guide}: median ${round(result.medianMs)} ms over ${result.edits} edits ` +
      `(first full build ${round(result.initialMs)} ms; samples ${result.samplesMs.map(round).join(', ')})\n`,
  );
}

/**
 * Bundles the Markdown parser chain (src/vendor/markdown.ts) with the modules it reaches,
 * as the workspace installed them, which are patched (`patches/`), into
 * dist/vendor/markdown.js, in place of tsc's re-exports: a site that installs @sitegen/core
 * from npm runs the patched code, not the modules npm would give it. The licences of the
 * bundled packages go beside it (dist/vendor/markdown.js.LICENSES.txt). Run by `compile`
 * after tsc, and before packing.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outfile = path.join(root, 'dist', 'vendor', 'markdown.js');
const licencesFile = `${outfile}.LICENSES.txt`;

const result = await build({
  entryPoints: [path.join(root, 'src', 'vendor', 'markdown.ts')],
  absWorkingDir: root,
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  metafile: true,
  // as tsc writes one beside each file (left out of the package)
  sourcemap: true,
  legalComments: 'none',
  banner: {
    js: `// micromark, mdast-util-from-markdown, mdast-util-to-hast and their dependencies, bundled with sitegen's patches (patches/ in its repository); licences: ${path.basename(licencesFile)}`,
  },
  logLevel: 'warning',
});

/** The folder of the package a bundled file belongs to (the last `node_modules/<name>` of its real path). */
function packageFolderOf(input) {
  const parts = input.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at === -1) return undefined;
  const length = parts[at + 1]?.startsWith('@') ? 3 : 2;
  return path.resolve(root, parts.slice(0, at + length).join('/'));
}

const folders = [...new Set(Object.keys(result.metafile.inputs).map(packageFolderOf))].filter((folder) => folder !== undefined);
const notices = [];
for (const folder of folders) {
  const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8'));
  const licence = (await readdir(folder)).find((file) => /^(licen[cs]e|copying)(\.|$)/i.test(file));
  if (licence === undefined) throw new Error(`${manifest.name}@${manifest.version} is bundled but has no licence file in ${folder}`);
  notices.push(
    `${manifest.name}@${manifest.version} (${manifest.license})\n\n${(await readFile(path.join(folder, licence), 'utf8')).trim()}\n`,
  );
}
notices.sort();
await writeFile(
  licencesFile,
  `The packages bundled in markdown.js, each under its own licence:\n\n${notices.join(`\n${'-'.repeat(72)}\n\n`)}`,
);

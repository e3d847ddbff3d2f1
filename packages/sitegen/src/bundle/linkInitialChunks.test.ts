import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleClient, type AssetFile } from './bundleClient.js';

/** A client entry in a fresh folder: `shared.js` is imported by the entry and by the lazy `lazy.js`. */
async function bundleOf(main: string): Promise<{ dir: string; files: AssetFile[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-link-'));
  await mkdir(path.join(dir, 'src'));
  await writeFile(
    path.join(dir, 'src', 'shared.js'),
    'export const shared = { instances: 0 };\nshared.instances += 1;\nexport const twice = (n) => 2 * n;\n',
  );
  await writeFile(
    path.join(dir, 'src', 'lazy.js'),
    "import { shared, twice } from './shared.js';\nexport const fromLazy = shared;\nexport const four = twice(2);\n",
  );
  await writeFile(path.join(dir, 'src', 'main.js'), main);
  return { dir, files: await bundleClient({ entry: path.join(dir, 'src', 'main.js'), cacheDir: path.join(dir, 'cache') }) };
}

const text = (file: AssetFile): string => Buffer.from(file.contents).toString('utf8');

describe('linkInitialChunks (through bundleClient)', () => {
  it('links the chunk the entry shares with a lazy chunk into the entry, which the lazy chunk then imports', async () => {
    const { dir, files } = await bundleOf(
      "import { shared } from './shared.js';\nexport const fromMain = shared;\nexport const loadLazy = () => import('./lazy.js');\n",
    );
    const initial = files.filter((file) => file.lazy !== true);
    expect(initial.map((file) => file.path)).toEqual([expect.stringMatching(/^assets\/main-[0-9A-F]{8}\.js$/)]);
    const [main] = initial;
    const lazy = files.find((file) => file.path.includes('/lazy-'));
    expect(lazy && text(lazy)).toContain(`from"./${path.basename(main?.path ?? '')}"`);
    expect(files.some((file) => file.path.includes('/chunk-'))).toBe(false);

    // run as a browser would: one module instance of the shared code, reached from both
    await mkdir(path.join(dir, 'assets'));
    for (const file of files) await writeFile(path.join(dir, file.path), file.contents);
    const entry = (await import(pathToFileURL(path.join(dir, main?.path ?? '')).href)) as {
      fromMain: { instances: number };
      loadLazy: () => Promise<{ fromLazy: unknown; four: number }>;
    };
    const loaded = await entry.loadLazy();
    expect(loaded.fromLazy).toBe(entry.fromMain);
    expect(entry.fromMain.instances).toBe(1);
    expect(loaded.four).toBe(4);
  });

  it('names the lazy chunk anew when only the entry changes: it imports the entry by name', async () => {
    const a = await bundleOf(
      "import { shared } from './shared.js';\nexport const fromMain = shared;\nexport const loadLazy = () => import('./lazy.js');\n",
    );
    const b = await bundleOf(
      "import { shared } from './shared.js';\nexport const fromMain = shared;\nexport const loadLazy = () => import('./lazy.js');\nexport const other = 1;\n",
    );
    const names = (files: AssetFile[]) => files.map((file) => file.path).sort();
    expect(names(a.files)).not.toEqual(names(b.files));
    expect(names(a.files).filter((name) => names(b.files).includes(name))).toEqual([]);
  });

  it('links a chunk exporting a name the entry exports too: the lazy chunks import it under a name of its own', async () => {
    // esbuild names a chunk's exports a, b, c…: an entry exporting 'a' would clash
    const { files } = await bundleOf(
      "import { shared } from './shared.js';\nexport const a = shared;\nexport const loadLazy = () => import('./lazy.js');\n",
    );
    expect(files.filter((file) => file.lazy !== true).map((file) => file.path)).toEqual([expect.stringMatching(/^assets\/main-/)]);
    const lazy = files.find((file) => file.lazy === true);
    expect(String('contents' in (lazy ?? {}) ? (lazy as { contents: unknown }).contents : '')).toMatch(
      /import\{__sg0_\w+ as \w+(,__sg0_\w+ as \w+)*\}from"\.\/main-/,
    );
  });
});

import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildFailure, type Metafile, type Plugin } from 'esbuild';
import { SitegenError } from '../errors/SitegenError.js';
import { PLUGIN_ISLANDS_MODULE } from '../view/constants.js';
import { linkInitialChunks } from './linkInitialChunks.js';

export interface AssetFile {
  /** relative to the output folder: 'assets/main-3F2A9C1B.js' */
  path: string;
  contents: Uint8Array;
  /** a chunk the page loads only on demand (dynamic import), outside the first-visit budget */
  lazy?: boolean;
}

interface CacheRecord {
  key: string;
  /** every input esbuild read, with the size and mtime it had */
  inputs: { file: string; size: number; mtimeMs: number }[];
  outputs: { path: string; contents: string; lazy: boolean }[];
}

const TARGET = 'es2022';

const aliases = { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' };

export interface BundleClientParams {
  entry: string;
  /** the plugins' islands: name → absolute path of the browser module */
  islands?: Record<string, string>;
  /** absolute path of a module → the absolute path of the module bundled in its place */
  replacements?: Record<string, string>;
  /** node_modules/.cache/sitegen of the site */
  cacheDir: string;
}

/**
 * The theme's browser entry, bundled with React aliased to Preact, minified, with a
 * content-hashed name; what a first visit loads is that one file (`linkInitialChunks`), the
 * lazy chunks import it. A warm build reuses the last bundle when none of its inputs changed.
 */
export async function bundleClient(params: BundleClientParams): Promise<AssetFile[]> {
  const islands = params.islands ?? {};
  const replacements = params.replacements ?? {};
  const key = JSON.stringify({
    entry: params.entry,
    aliases,
    islands,
    ...(Object.keys(replacements).length === 0 ? {} : { replacements }),
    version: 7,
  });
  const cacheFile = path.join(params.cacheDir, 'client-bundle.json');
  const cached = await readCache(cacheFile, key);
  if (cached !== undefined) return cached.outputs.map((o) => ({ path: o.path, contents: Buffer.from(o.contents), lazy: o.lazy }));

  const result = await build({
    entryPoints: { main: params.entry },
    bundle: true,
    minify: true,
    format: 'esm',
    // dynamic imports become their own chunks, loaded on demand (the search modal)
    splitting: true,
    platform: 'browser',
    // es2022 keeps class fields native: lowering them adds a helper chunk every lazy chunk imports
    target: TARGET,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: aliases,
    plugins: [
      preactFromTheme(path.dirname(params.entry)),
      pluginIslands(islands, path.dirname(params.entry)),
      ...(Object.keys(replacements).length === 0 ? [] : [replaceModules(replacements)]),
    ],
    outdir: 'assets',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: path.dirname(params.entry),
  }).catch((cause: unknown) => {
    throw bundleFailed(cause, islands, path.dirname(params.entry));
  });
  const root = path.dirname(params.entry);
  const initial = staticallyLoaded(result.metafile.outputs, path.basename(params.entry));
  const split = result.outputFiles
    .filter((file) => !file.path.endsWith('.map'))
    .map((file) => ({ name: path.basename(file.path), text: file.text, lazy: !initial.has(path.basename(file.path)) }));
  const entry = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint === path.basename(params.entry))?.[0];
  const linked =
    entry === undefined
      ? split
      : await linkInitialChunks({ files: split, entry: path.basename(entry), metafile: result.metafile, target: TARGET });
  const outputs = linked.map((file) => ({ path: `assets/${file.name}`, contents: file.text, lazy: file.lazy }));
  const inputs = await Promise.all(
    // a virtual module ('sitegen-islands:…') has no file: the key above holds what it is made of
    Object.keys(result.metafile.inputs)
      .filter((input) => !/^[a-z-]+:/.test(input))
      .map(async (input) => {
        const file = path.resolve(root, input);
        const info = await stat(file);
        return { file, size: info.size, mtimeMs: info.mtimeMs };
      }),
  );
  await mkdir(params.cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify({ key, inputs, outputs } satisfies CacheRecord));
  return outputs.map((o) => ({ path: o.path, contents: Buffer.from(o.contents), lazy: o.lazy }));
}

/** An island module that does not compile (the theme's own client always does): named, with the plugin's file and line. */
function bundleFailed(cause: unknown, islands: Record<string, string>, workingDir: string): SitegenError {
  const first = (cause as Partial<BuildFailure>).errors?.[0];
  // esbuild names files relative to its working folder
  const file = first?.location?.file === undefined ? undefined : path.resolve(workingDir, first.location.file);
  const island = Object.entries(islands).find(([, module]) => module === file);
  return new SitegenError({
    code: 'bundle/failed',
    message: `the browser bundle does not compile: ${first?.text ?? String(cause)}${island === undefined ? '' : ` (in the island '${island[0]}')`}`,
    hint:
      island === undefined
        ? 'Check the theme client and the islands the plugins register.'
        : `Fix the island's module ${island[1]}, or its path in the plugin that registers it.`,
    location: file === undefined ? undefined : { file, line: first?.location?.line, column: (first?.location?.column ?? 0) + 1 },
    cause,
  });
}

/**
 * `virtual:sitegen/islands`: each plugin island's module behind a dynamic import, so it is
 * a chunk of its own, loaded only on a page that has the island.
 */
function pluginIslands(islands: Record<string, string>, resolveDir: string): Plugin {
  const namespace = 'sitegen-islands';
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${PLUGIN_ISLANDS_MODULE}$`) }, () => ({ path: 'islands', namespace }));
      build.onLoad({ filter: /.*/, namespace }, () => ({
        contents: `export default {${Object.entries(islands)
          .map(([name, file]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(file)})`)
          .join(',')}};`,
        loader: 'js',
        resolveDir,
      }));
    },
  };
}

/**
 * Preact, which JSX compiles to (`preact/jsx-runtime`), found from the theme's client
 * wherever the module that imports it lives: an MDX page's client component is the site's,
 * and the site need not install Preact (React's names are aliased to it the same way).
 */
function preactFromTheme(clientDir: string): Plugin {
  return {
    name: 'sitegen-preact',
    setup(build) {
      build.onResolve({ filter: /^preact(\/.*)?$/ }, async (args) => {
        if (args.pluginData === 'theme') return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: clientDir, pluginData: 'theme' });
        return found.errors.length > 0 ? undefined : { path: found.path };
      });
    },
  };
}

/**
 * Bundles a replacement wherever a module is imported, except in the replacement itself
 * (which may wrap the module it replaces): how a site with several docs versions gets the
 * version-aware parts of the search.
 */
function replaceModules(replacements: Record<string, string>): Plugin {
  const replacing = new Set(Object.values(replacements));
  return {
    name: 'sitegen-replacements',
    setup(build) {
      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData === 'replacing' || replacing.has(args.importer)) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'replacing',
        });
        const replacement = replacements[resolved.path];
        return replacement === undefined ? undefined : { path: replacement };
      });
    },
  };
}

/**
 * File names of the entry's chunk and of every chunk it imports statically: what a first
 * visit loads. (esbuild marks the targets of dynamic imports as entry points too.)
 */
function staticallyLoaded(outputs: Metafile['outputs'], entry: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (output: string): void => {
    const name = path.basename(output);
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const imported of outputs[output]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  for (const [output, meta] of Object.entries(outputs)) if (meta.entryPoint === entry) visit(output);
  return loaded;
}

async function readCache(file: string, key: string): Promise<CacheRecord | undefined> {
  let record: CacheRecord;
  try {
    record = JSON.parse(await readFile(file, 'utf8')) as CacheRecord;
  } catch {
    return undefined;
  }
  if (record.key !== key) return undefined;
  const fresh = await Promise.all(
    record.inputs.map(async (input) => {
      try {
        const info = await stat(input.file);
        return info.size === input.size && info.mtimeMs === input.mtimeMs;
      } catch {
        return false;
      }
    }),
  );
  return fresh.every(Boolean) ? record : undefined;
}

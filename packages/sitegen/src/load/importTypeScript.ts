import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildFailure, type Plugin } from 'esbuild';
import { describeThrown } from '../errors/describeThrown.js';
import type { SitegenError } from '../errors/SitegenError.js';
import { holdPath } from '../lifecycle/heldPaths.js';
import { registerModuleMap } from '../errors/siteModuleMaps.js';

/**
 * Where importing a file failed: esbuild could not compile it, or could not find a file it
 * imports (packages are not bundled, so a relative import), or its module threw while loading.
 */
export type ImportFailure = 'compile' | 'resolve' | 'load';

export interface ImportProblem {
  failure: ImportFailure;
  /** one line: esbuild's first error, or the first line of what the module threw */
  message: string;
  /** where esbuild's first error is in the file */
  line?: number;
  column?: number;
  cause: unknown;
}

export interface ImportTypeScriptParams {
  file: string;
  /** esbuild plugins, e.g. to resolve some imports to sitegen's own copies. */
  plugins?: Plugin[];
  /** Compile JSX with the automatic runtime (React pages). */
  jsx?: boolean;
  /** The caller's error for a failure, naming the file and saying how to fix it. */
  toError: (problem: ImportProblem) => SitegenError;
}

/** A module imported by importTypeScriptModule, and what it was made of. */
export interface ImportedModule {
  exports: Record<string, unknown>;
  /** absolute paths of the file and of every local module bundled with it */
  files: string[];
  /** changes when any of those files changes, or the version of a package they import */
  hash: string;
}

/**
 * Imports a site's TypeScript file: esbuild bundles its relative imports (packages stay
 * imports), the result is written beside the file so bare imports resolve from the site's
 * node_modules, imported, then removed.
 */
export async function importTypeScript(params: ImportTypeScriptParams): Promise<Record<string, unknown>> {
  return (await importTypeScriptModule(params)).exports;
}

/** importTypeScript, with the files the module was bundled from and a hash of its code. */
export async function importTypeScriptModule({ file, plugins, jsx, toError }: ImportTypeScriptParams): Promise<ImportedModule> {
  let code: string;
  let files: string[];
  let packages: string[];
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      plugins: [keepModuleUrls, ...(plugins ?? [])],
      format: 'esm',
      platform: 'node',
      target: 'node20',
      ...(jsx ? { jsx: 'automatic' as const } : {}),
      write: false,
      metafile: true,
      // where a plugin throws is mapped back to its own file and line (siteModuleMaps)
      sourcemap: 'inline',
      sourcesContent: false,
      logLevel: 'silent',
      absWorkingDir: path.dirname(file),
    });
    code = result.outputFiles[0]?.text ?? '';
    files = Object.keys(result.metafile.inputs).map((input) => path.resolve(path.dirname(file), input.replace(/^[a-z-]+:/, '')));
    packages = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((imported) => imported.external && isBareSpecifier(imported.path)).map((imported) => imported.path),
    );
  } catch (cause) {
    throw toError(compileProblem(cause));
  }
  const hash = createHash('sha256')
    .update(code)
    .update(JSON.stringify(await packageVersions(packages, path.dirname(file))))
    .digest('hex');
  return { exports: await importCode(code, file, toError), files, hash };
}

async function importCode(code: string, file: string, toError: ImportTypeScriptParams['toError']): Promise<Record<string, unknown>> {
  const temp = path.join(path.dirname(file), `.sitegen-import.${process.pid}.${randomBytes(4).toString('hex')}.mjs`);
  // held: an import that never settles, or an exit while it runs, must not leave the copy in the site's folder
  const release = holdPath({ interrupt: () => undefined, abandonNow: () => rmSync(temp, { force: true }), catchSignals: false });
  await writeFile(temp, code);
  registerModuleMap(pathToFileURL(temp).href, code, path.dirname(file));
  try {
    return (await import(pathToFileURL(temp).href)) as Record<string, unknown>;
  } catch (cause) {
    // Node names the module it loaded, which is the temporary copy, not the file the owner wrote
    throw toError({ failure: 'load', message: firstLine(cause).replaceAll(temp, file), cause });
  } finally {
    await rm(temp, { force: true });
    release();
  }
}

/**
 * A bundled module runs from a temporary file beside the entry: `import.meta.url` and
 * `import.meta.dirname` in each local module keep naming that module's own file, so
 * `new URL('./island.ts', import.meta.url)` in a plugin finds the file next to it.
 */
const keepModuleUrls: Plugin = {
  name: 'sitegen-keep-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: loaderOf(args.path) };
    });
  },
};

function loaderOf(file: string): 'ts' | 'tsx' | 'js' | 'jsx' {
  const extension = path.extname(file).replace(/^\.[cm]?/, '');
  return extension === 'tsx' || extension === 'jsx' || extension === 'ts' ? extension : 'js';
}

function isBareSpecifier(specifier: string): boolean {
  return !/^(\.|\/|[a-z]+:)/i.test(specifier);
}

/**
 * The installed version of each package a module imports, found as Node finds packages
 * (the nearest node_modules up from the module): a plugin upgraded is a changed config.
 */
async function packageVersions(specifiers: string[], fromDir: string): Promise<Record<string, string>> {
  const names = [
    ...new Set(
      specifiers.map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    ),
  ];
  const versions: Record<string, string> = {};
  for (const name of names.sort()) {
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const manifest = await readFile(path.join(dir, 'node_modules', name, 'package.json'), 'utf8').catch(() => undefined);
      if (manifest !== undefined) {
        versions[name] = (JSON.parse(manifest) as { version?: string }).version ?? '';
        break;
      }
      if (path.dirname(dir) === dir) break;
    }
  }
  return versions;
}

function compileProblem(cause: unknown): ImportProblem {
  const first = (cause as Partial<BuildFailure>).errors?.[0];
  if (first === undefined) return { failure: 'compile', message: firstLine(cause), cause };
  // esbuild columns count from 0
  const column = first.location === null ? undefined : first.location.column + 1;
  const failure = first.text.startsWith('Could not resolve') ? 'resolve' : 'compile';
  // the reported error is the cause; esbuild's own ('Build failed with 1 error: …') stays behind it
  return { failure, message: first.text, line: first.location?.line, column, cause: new Error(first.text, { cause }) };
}

function firstLine(error: unknown): string {
  const text = describeThrown(error);
  return text.split('\n').find((line) => line.trim() !== '') ?? text;
}

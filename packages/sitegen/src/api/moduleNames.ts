import path from 'node:path';
import { readFileSync } from 'node:fs';
import { findPackage } from './reflectionInputs.js';

/** The declaration files an `exports` condition object or string names, in order. */
function typesTargets(target: unknown): string[] {
  if (typeof target === 'string') return [target];
  if (target === null || typeof target !== 'object') return [];
  return Object.values(target as Record<string, unknown>).flatMap(typesTargets);
}

/** The import path of a declaration file from its package's `exports` ('multi-pkg/chains'), or its `types`. */
function importPathOf(file: string): string | undefined {
  const pkg = findPackage(file);
  if (pkg === undefined) return undefined;
  let manifest: { types?: unknown; typings?: unknown; exports?: unknown };
  try {
    manifest = JSON.parse(readFileSync(path.join(pkg.dir, 'package.json'), 'utf8')) as typeof manifest;
  } catch {
    return undefined;
  }
  const same = (target: string) => path.resolve(pkg.dir, target) === file;
  const exportsMap = manifest.exports;
  if (exportsMap !== null && typeof exportsMap === 'object' && Object.keys(exportsMap).every((key) => key.startsWith('.'))) {
    for (const [subpath, target] of Object.entries(exportsMap as Record<string, unknown>)) {
      if (!subpath.includes('*') && typesTargets(target).some(same)) return subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
    }
  }
  const types = typeof manifest.types === 'string' ? manifest.types : manifest.typings;
  return typeof types === 'string' && same(types) ? pkg.name : undefined;
}

/**
 * The name each entry point's module goes by in the reference: what its users import. An
 * entry written as a package name ('viem/chains') is that name; a declaration file is the
 * path its package exports it as, else `fallback` (TypeDoc's name, from the file's path).
 */
function moduleNameOf(entry: { written: string; file: string; isPackageName: boolean }, fallback: string): string {
  if (entry.isPackageName) return entry.written;
  return importPathOf(entry.file) ?? fallback;
}

/** The parts of TypeDoc's project this step touches: its modules, one per entry point. */
interface ModuleContainer {
  children?: { id: number; name: string; kind: number }[];
}

/**
 * Several entry points make TypeDoc put each one's exports in a module named after its file
 * ('index', 'chains/index'), sorted by that name. Names them as their users import them and
 * orders them as api.entryPoints lists them (the first is the package's main module).
 * `fileOf`: the declaration file a module reflection was made from.
 */
export function nameModules(params: {
  project: ModuleContainer;
  moduleKind: number;
  entries: { written: string; file: string; isPackageName: boolean }[];
  fileOf: (id: number) => string | undefined;
}): void {
  const { project, entries } = params;
  const children = project.children ?? [];
  const indexOf = new Map(entries.map((entry, index) => [path.resolve(entry.file), index]));
  const order = (child: { id: number; kind: number }) => {
    const file = child.kind === params.moduleKind ? params.fileOf(child.id) : undefined;
    return file === undefined ? entries.length : (indexOf.get(path.resolve(file)) ?? entries.length);
  };
  for (const child of children) {
    const entry = entries[order(child)];
    if (entry !== undefined) child.name = moduleNameOf(entry, child.name);
  }
  project.children = children
    .map((child, position) => ({ child, position, rank: order(child) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ child }) => child);
}

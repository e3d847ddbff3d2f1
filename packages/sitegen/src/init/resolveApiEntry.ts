import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ApiEntry {
  packageName: string;
  /** relative to the site folder, '/'-separated */
  entryPoint: string;
  /** false when the package is not installed yet and the path is the conventional one */
  installed: boolean;
}

const CONVENTIONAL_TYPES = 'dist/index.d.ts';

/**
 * The declaration file of an npm package as seen from a site folder: the `types` (or
 * `typings`) field of its package.json, found the way Node finds packages (the site's
 * `node_modules`, then its parents', as in a workspace), or the conventional
 * `node_modules/<pkg>/dist/index.d.ts` when it is not installed yet.
 */
export async function resolveApiEntry(siteDir: string, packageName: string): Promise<ApiEntry> {
  for (const dir of ancestors(siteDir)) {
    const packageDir = path.join(dir, 'node_modules', ...packageName.split('/'));
    const manifest = await readManifest(packageDir);
    if (manifest === undefined) continue;
    const file = path.join(packageDir, typesField(manifest) ?? CONVENTIONAL_TYPES);
    return { packageName, entryPoint: toPosix(path.relative(siteDir, file)), installed: true };
  }
  return { packageName, entryPoint: path.posix.join('node_modules', packageName, CONVENTIONAL_TYPES), installed: false };
}

function ancestors(dir: string): string[] {
  const parent = path.dirname(dir);
  return parent === dir ? [dir] : [dir, ...ancestors(parent)];
}

async function readManifest(packageDir: string): Promise<Record<string, unknown> | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(packageDir, 'package.json'), 'utf8');
  } catch {
    return undefined;
  }
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
}

function typesField(manifest: Record<string, unknown>): string | undefined {
  const value = manifest.types ?? manifest.typings;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/resolveConfig.js';
import type { SitegenError } from '../errors/SitegenError.js';
import { findPackage } from './reflectionInputs.js';
import { resolveEntryPoints } from './resolveEntryPoints.js';

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A package with declarations at `dist/index.d.ts` and, through `exports`, at `dist/chains.d.ts`. */
function writePackage(dir: string, name = 'sdk'): void {
  const manifest = {
    name,
    version: '1.0.0',
    types: 'dist/index.d.ts',
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './chains': { import: { types: './dist/chains.d.ts', default: './dist/chains.js' } },
    },
  };
  write(path.join(dir, 'package.json'), JSON.stringify(manifest));
  write(path.join(dir, 'dist', 'index.d.ts'), 'export declare const a: number;\n');
  write(path.join(dir, 'dist', 'chains.d.ts'), 'export declare const b: number;\n');
  write(path.join(dir, 'dist', 'package.json'), '{ "type": "module" }');
}

function entries(siteDir: string, ...entryPoints: string[]): string[] {
  const config = resolveConfig({ title: 'T', api: { entryPoints } }, path.join(siteDir, 'sitegen.config.ts'));
  return resolveEntryPoints(config, config.api!);
}

const root = (): string => realpathSync(mkdtempSync(path.join(os.tmpdir(), 'sitegen-entry-')));

describe('resolveEntryPoints', () => {
  it('finds a package by name as npm installs it, through `types` and `exports` subpaths', () => {
    const site = root();
    writePackage(path.join(site, 'node_modules', 'sdk'));
    expect(entries(site, 'sdk', 'sdk/chains')).toEqual([
      path.join(site, 'node_modules', 'sdk', 'dist', 'index.d.ts'),
      path.join(site, 'node_modules', 'sdk', 'dist', 'chains.d.ts'),
    ]);
  });

  it('gives the real path of a package pnpm links in, by name or by a path through the link', () => {
    const site = root();
    const real = path.join(site, 'node_modules', '.pnpm', 'sdk@1.0.0', 'node_modules', 'sdk');
    writePackage(real);
    symlinkSync(path.relative(path.join(site, 'node_modules'), real), path.join(site, 'node_modules', 'sdk'));
    const declarations = path.join(real, 'dist', 'index.d.ts');
    expect(entries(site, 'sdk', 'node_modules/sdk/dist/index.d.ts')).toEqual([declarations, declarations]);
  });

  it("finds a scoped package hoisted to a workspace's root, as a site inside the workspace sees it", () => {
    const workspace = root();
    writePackage(path.join(workspace, 'node_modules', '@acme', 'sdk'), '@acme/sdk');
    const site = path.join(workspace, 'docs');
    mkdirSync(site);
    expect(entries(site, '@acme/sdk')).toEqual([path.join(workspace, 'node_modules', '@acme', 'sdk', 'dist', 'index.d.ts')]);
  });

  it('names a package that is not installed, with how to install it', () => {
    const site = root();
    expect(() => entries(site, '@acme/missing/sub')).toThrow(
      expect.objectContaining({
        code: 'api/entry-point-missing',
        hint: expect.stringContaining('npm install @acme/missing'),
      }) as SitegenError,
    );
  });

  it("says what Yarn Plug'n'Play needs when the site uses it", () => {
    const site = root();
    writeFileSync(path.join(site, '.pnp.cjs'), '');
    expect(() => entries(site, 'sdk')).toThrow(
      expect.objectContaining({ hint: expect.stringContaining('nodeLinker: node-modules') }) as SitegenError,
    );
  });

  it('reads a name that is a file or folder of the site as a path', () => {
    const site = root();
    write(path.join(site, 'types', 'index.d.ts'), 'export {};\n');
    expect(entries(site, 'types/index.d.ts')).toEqual([path.join(site, 'types', 'index.d.ts')]);
    expect(() => entries(site, 'types')).toThrow(
      expect.objectContaining({ message: 'API entry point types is a folder, not a declaration file.' }) as SitegenError,
    );
  });
});

describe('findPackage', () => {
  it('is the nearest package.json with a name: a folder’s `{ "type": "module" }` is not the package', () => {
    const site = root();
    writePackage(path.join(site, 'node_modules', 'sdk'));
    expect(findPackage(path.join(site, 'node_modules', 'sdk', 'dist', 'index.d.ts'))).toEqual({
      name: 'sdk',
      version: '1.0.0',
      dir: path.join(site, 'node_modules', 'sdk'),
    });
  });
});

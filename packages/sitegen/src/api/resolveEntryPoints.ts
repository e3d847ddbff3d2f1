import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import { resolvePackageTypes, usesPlugAndPlay } from './resolvePackageTypes.js';

export type ApiConfigResolved = NonNullable<ResolvedConfig['api']>;

/** 'viem', '@scope/pkg', 'viem/chains': not a path, not a TypeScript file, and not a file or folder of the site. */
export function isPackageSpecifier(entry: string, siteDir: string): boolean {
  return !entry.startsWith('.') && !path.isAbsolute(entry) && !/\.[cm]?tsx?$/.test(entry) && !existsSync(path.resolve(siteDir, entry));
}

function packageEntry(config: ResolvedConfig, entry: string): string {
  const file = resolvePackageTypes(entry, config.siteDir);
  if (file !== undefined) return file;
  throw new SitegenError({
    code: 'api/entry-point-missing',
    message: `API entry point ${entry}: no installed package gives TypeScript declarations for '${entry}' (looked from ${config.siteDir} up).`,
    hint: usesPlugAndPlay(config.siteDir)
      ? "Yarn Plug'n'Play keeps packages in zip files TypeScript cannot read: set `nodeLinker: node-modules` in .yarnrc.yml and run yarn install."
      : `Install it beside the site (npm install ${entry
          .split('/')
          .slice(0, entry.startsWith('@') ? 2 : 1)
          .join('/')}), or name its declaration file in api.entryPoints.`,
    location: { file: config.configFile },
  });
}

function fileEntry(config: ResolvedConfig, entry: string): string {
  const file = path.resolve(config.siteDir, entry);
  if (!existsSync(file)) {
    throw new SitegenError({
      code: 'api/entry-point-missing',
      message: `API entry point ${entry} does not exist (looked for ${file}).`,
      hint: 'Check config key api.entryPoints: paths are relative to the site folder; install the package whose declarations you document.',
      location: { file: config.configFile },
    });
  }
  if (statSync(file).isDirectory()) {
    throw new SitegenError({
      code: 'api/entry-point-missing',
      message: `API entry point ${entry} is a folder, not a declaration file.`,
      hint: `Name the file that declares the exports in api.entryPoints, e.g. '${path.posix.join(entry.replace(/\/+$/, ''), 'index.d.ts')}'.`,
      location: { file: config.configFile },
    });
  }
  return file;
}

/**
 * Each of api.entryPoints as the real path of its declaration file. A package name is
 * resolved as TypeScript resolves an import of it; a path is relative to the site folder.
 * Either way the path is real: through pnpm's symbolic link (node_modules/<pkg> →
 * node_modules/.pnpm/<pkg>@<version>/node_modules/<pkg>), TypeScript would look for the
 * package's own dependencies beside the site, not beside the package, and show every type
 * they declare as `any`.
 */
export function resolveEntryPoints(config: ResolvedConfig, api: ApiConfigResolved): string[] {
  return api.entryPoints.map((entry) =>
    realpathSync(isPackageSpecifier(entry, config.siteDir) ? packageEntry(config, entry) : fileEntry(config, entry)),
  );
}

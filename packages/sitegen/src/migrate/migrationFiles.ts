import { existsSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors/SitegenError.js';
import type { Logger } from '../logger/Logger.js';

/** A key of the other tool's config that has no sitegen equivalent, and what to do about it. */
export interface NotMapped {
  key: string;
  why: string;
}

export interface MigrateParams {
  /** the other tool's project (`sitegen migrate <tool> [dir]`) */
  dir: string;
  /** write over an earlier migration's files */
  force?: boolean;
  logger: Pick<Logger, 'info'>;
}

/** What a migration wrote, and how much it read. */
export interface MigrateResult {
  configFile: string;
  notesFile: string;
  pages: number;
  notMapped: number;
}

/** The two files a migration writes into `dir`: refused when there, unless `force`. */
export function migrationFilesOf(dir: string, force: boolean): { configFile: string; notesFile: string } {
  const configFile = path.join(dir, 'sitegen.config.ts');
  const notesFile = path.join(dir, 'MIGRATION.md');
  for (const file of [configFile, notesFile]) {
    if (!force && existsSync(file)) {
      throw new SitegenError({
        code: 'migrate/exists',
        message: `${file} already exists: the migration writes nothing over it`,
        hint: 'Move it aside, or run again with --force to replace it.',
        location: { file },
      });
    }
  }
  return { configFile, notesFile };
}

/** MIGRATION.md's "Not mapped" section: a row a key, its reason (pipes escaped for the table). */
export function notMappedSection(notMapped: readonly NotMapped[], reasonHeading: string): string[] {
  const lines = ['## Not mapped', ''];
  if (notMapped.length === 0) lines.push('Everything in the config was mapped.');
  else {
    lines.push(`| key | ${reasonHeading} |`, '|---|---|');
    for (const { key, why } of notMapped) lines.push(`| \`${key}\` | ${why.replace(/\|/g, '\\|')} |`);
  }
  return lines;
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { withoutByteOrderMark } from '../content/withoutByteOrderMark.js';
import { SitegenError } from '../errors/SitegenError.js';
import { versionNameProblem } from './versionName.js';

/** `versions.json`: an array of version names, newest first; no file, no released versions. */
export async function readVersionsFile(file: string): Promise<string[]> {
  if (!existsSync(file)) return [];
  const text = withoutByteOrderMark(await readFile(file, 'utf8'));
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch (cause) {
    throw versionsFileError(file, `it is not valid JSON (${cause instanceof Error ? cause.message : String(cause)})`);
  }
  if (!Array.isArray(names) || !names.every((name): name is string => typeof name === 'string'))
    throw versionsFileError(file, 'it is not an array of version names');
  for (const name of names) {
    const problem = versionNameProblem(name);
    if (problem !== undefined) throw versionsFileError(file, `the version name '${name}' cannot be used: ${problem}`);
  }
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) throw versionsFileError(file, `'${repeated}' is listed twice`);
  return names;
}

export function versionsFileError(file: string, problem: string): SitegenError {
  return new SitegenError({
    code: 'versions/invalid-file',
    message: `${path.basename(file)} cannot be read: ${problem}`,
    hint: 'It lists the released docs versions, newest first, e.g. ["2.0", "1.0"]; `sitegen docs:version <name>` adds one.',
    location: { file },
  });
}

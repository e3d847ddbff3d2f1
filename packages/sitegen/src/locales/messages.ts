import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { describeIssue } from '../config/validateConfig.js';
import { withoutByteOrderMark } from '../content/withoutByteOrderMark.js';
import { SitegenError } from '../errors/SitegenError.js';

/**
 * A translation file: string id → `{ message, description? }` (Docusaurus's format, so its
 * files and tools carry over). `message` is the translation; `description` tells the
 * translator where the string shows.
 */
export type MessagesFile = Record<string, { message: string; description?: string }>;

const messagesSchema = z.record(z.string(), z.strictObject({ message: z.string(), description: z.string().optional() }));

/** The strings of a translation file by id, or an empty map when there is no such file. */
export async function readMessages(file: string): Promise<Map<string, string>> {
  if (!existsSync(file)) return new Map();
  let json: unknown;
  try {
    json = JSON.parse(withoutByteOrderMark(await readFile(file, 'utf8')));
  } catch (cause) {
    throw new SitegenError({
      code: 'i18n/invalid-file',
      message: `the translation file is not valid JSON (${cause instanceof Error ? cause.message : String(cause)})`,
      hint: 'Fix the JSON, or write the file again with `sitegen write-translations --locale <locale>`.',
      location: { file },
    });
  }
  const parsed = messagesSchema.safeParse(json, { reportInput: true });
  if (!parsed.success) {
    throw new SitegenError({
      code: 'i18n/invalid-file',
      message: 'the translation file does not validate',
      hint: 'Each key holds { "message": "…", "description": "…" }, e.g. { "item.label.Guides": { "message": "Guides" } }.',
      location: { file },
      details: parsed.error.issues.flatMap(describeIssue),
    });
  }
  return new Map(Object.entries(parsed.data).map(([key, value]) => [key, value.message]));
}

/** Strings to translate, by id, with where each one shows: what `write-translations` writes. */
export type SourceStrings = Map<string, { message: string; description: string }>;

/** A translation file's contents: the existing translations kept, the strings it lacks added. */
export function mergeMessages(source: SourceStrings, existing: ReadonlyMap<string, string>): MessagesFile {
  const file: MessagesFile = {};
  for (const [key, { message, description }] of source) file[key] = { message: existing.get(key) ?? message, description };
  return file;
}

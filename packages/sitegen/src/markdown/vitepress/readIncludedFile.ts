import path from 'node:path';
import type { Position } from 'unist';
import { fileAccessOf, type FileAccess, readSiteFile } from '../../files/siteFileAccess.js';
import type { MarkdownFile } from '../fileData.js';
import { stampOf } from '../fileStamp.js';
import { reportError, reportWarning } from '../reportWarning.js';

/** a snippet or an included part larger than this is no part of a page: refused as too large */
const MAX_INCLUDED_BYTES = 2 * 1024 * 1024;

export interface IncludeOptions {
  /** the folder `@/` names (VitePress's source folder); the page's own folder without it */
  sourceRoot?: string;
  /** the site's file access; without it (a unit test) the page's own folder */
  fileAccess?: FileAccess;
}

/**
 * The text of a file a page pulls in (a `<<<` snippet, an `<!--@include: -->`), read only
 * through the site's file access: a file outside the site, hidden or not a regular file is
 * an error at the line that names it, and is not read. A missing file is a warning. The
 * file read joins the page's inputs, so its cached result is used only while it is unchanged.
 */
export async function readIncludedFile(
  written: string,
  file: MarkdownFile,
  options: IncludeOptions,
  place: Position | undefined,
  /** the file that names it: the page, or a part it includes */
  fromPath: string = file.path,
): Promise<{ text: string; path: string } | undefined> {
  const target = resolveIncluded(written, fromPath, options.sourceRoot);
  const access = options.fileAccess ?? fileAccessOf(path.dirname(file.path));
  const read = readSiteFile(target, access, { fromFile: file.path, maxBytes: MAX_INCLUDED_BYTES });
  file.data.sgInputFiles = [...(file.data.sgInputFiles ?? []), { file: target, stamp: await stampOf(target) }];
  if (read.ok) return { text: read.bytes.toString('utf8'), path: read.real };
  if ('missing' in read) {
    reportWarning(file, {
      code: 'markdown/snippet-not-found',
      message: `'${written}' names no file (${path.relative(path.dirname(fromPath), target) || target}): nothing is shown for it`,
      hint: `Write the path relative to this page, or from the source folder as @/path${options.sourceRoot === undefined ? '' : ` (${options.sourceRoot})`}.`,
      place,
    });
    return undefined;
  }
  reportError(file, { code: read.refusal.code, message: read.refusal.message, hint: read.refusal.hint, place });
  return undefined;
}

/** `@/snippets/a.js` → from the source folder; `./a.js`, `a.js`, `../a.js` → from the page's folder. */
export function resolveIncluded(written: string, fromFile: string, sourceRoot: string | undefined): string {
  const decoded = safeDecode(written);
  if (decoded.startsWith('@/')) return path.resolve(sourceRoot ?? path.dirname(fromFile), decoded.slice(2));
  return path.resolve(path.dirname(fromFile), decoded);
}

function safeDecode(written: string): string {
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}

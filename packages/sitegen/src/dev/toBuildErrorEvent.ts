import path from 'node:path';
import { formatLocation, isSitegenError, type SourceLocation } from '../errors/SitegenError.js';
import type { BuildErrorEvent } from './liveReloadEvents.js';

/**
 * A failed build as the overlay shows it (the terminal prints it as `sitegen build` does):
 * a user mistake with its code, file:line (relative to the site) and hint; anything else
 * with its stack, since it is a crash in code (a React page, a plugin) rather than in content.
 */
export function toBuildErrorEvent(error: unknown, siteDir: string): BuildErrorEvent {
  if (isSitegenError(error)) {
    const location = error.location === undefined ? undefined : siteLocation(error.location, siteDir);
    // some messages already list their details, others only count them
    const unsaid = error.details.filter((detail) => !error.message.includes(detail));
    const details = unsaid.map((detail) => `\n  - ${detail}`).join('');
    return { code: error.code, message: error.message + details + causeOf(error, siteDir), location, hint: error.hint };
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { message };
}

/**
 * A crash inside a React page is wrapped in a SitegenError; its stack points at the line.
 * Only the frames in the site's own code are shown: sitegen's and the libraries' frames
 * (a config that does not compile) say nothing the owner can act on.
 */
function causeOf(error: Error, siteDir: string): string {
  const cause = error.cause;
  if (!(cause instanceof Error) || cause.stack === undefined || isSitegenError(cause)) return '';
  const frames = cause.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at ') && isSiteFrame(line, siteDir))
    .slice(0, 3);
  return frames.length === 0 ? '' : `\n${frames.join('\n')}`;
}

function isSiteFrame(frame: string, siteDir: string): boolean {
  const file = /\(?(?:file:\/\/)?(\/[^():]+)/.exec(frame)?.[1];
  return (file?.startsWith(siteDir + path.sep) ?? false) && !file?.includes(`${path.sep}node_modules${path.sep}`);
}

/** 'content/docs/intro.md:3:1': the file relative to the site, as its owner knows it. */
export function siteLocation(location: SourceLocation, siteDir: string): string {
  return formatLocation({ ...location, file: relativeTo(siteDir, location.file) });
}

function relativeTo(siteDir: string, file: string): string {
  return path.isAbsolute(file) ? path.relative(siteDir, file).split(path.sep).join('/') : file;
}

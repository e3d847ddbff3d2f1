import path from 'node:path';
import { formatLocation, isSitegenError } from '../errors/SitegenError.js';
import type { BuildErrorEvent } from './liveReloadEvents.js';

/**
 * A failed build as the overlay and the terminal show it: a user mistake with its code,
 * file:line (relative to the site) and hint; anything else with its stack, since it is a
 * crash in code (a React page, a plugin) rather than in content.
 */
export function toBuildErrorEvent(error: unknown, siteDir: string): BuildErrorEvent {
  if (isSitegenError(error)) {
    const location = error.location === undefined ? undefined : formatLocation({ ...error.location, file: relativeTo(siteDir, error.location.file) });
    // some messages already list their details, others only count them
    const unsaid = error.details.filter((detail) => !error.message.includes(detail));
    const details = unsaid.map((detail) => `\n  - ${detail}`).join('');
    return { code: error.code, message: error.message + details + causeOf(error), location, hint: error.hint };
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { message };
}

/** The text the terminal prints for a failed rebuild. */
export function formatBuildError(event: BuildErrorEvent): string {
  const head = [event.location, event.code].filter((part) => part !== undefined).join(' ');
  const lines = [head === '' ? event.message : `${head}: ${event.message}`];
  if (event.hint !== undefined) lines.push(`  hint: ${event.hint}`);
  return lines.join('\n');
}

/** A crash inside a React page is wrapped in a SitegenError; its stack points at the line. */
function causeOf(error: Error): string {
  const cause = error.cause;
  if (!(cause instanceof Error) || cause.stack === undefined || isSitegenError(cause)) return '';
  const frames = cause.stack.split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 3);
  return frames.length === 0 ? '' : `\n${frames.join('\n')}`;
}

function relativeTo(siteDir: string, file: string): string {
  return path.isAbsolute(file) ? path.relative(siteDir, file).split(path.sep).join('/') : file;
}

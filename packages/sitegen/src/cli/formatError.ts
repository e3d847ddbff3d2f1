import pc from 'picocolors';
import { formatLocation, isSitegenError } from '../errors/SitegenError.js';
import { exitCodes } from './exitCodes.js';

/**
 * True when the message already says what the cause says: it quotes the cause's first line,
 * or its reason (after 'what failed: ') is how the cause begins, as a parser's
 * 'bad indentation … at line 3, column 16:' behind 'not valid YAML: bad indentation …'.
 */
function repeats(message: string, cause: string): boolean {
  const reason = message.slice(message.indexOf(': ') + 2);
  return message.includes(cause) || (message.includes(': ') && reason !== '' && cause.startsWith(reason));
}

/** The text and exit code for an error that reached the CLI. */
export function formatError(error: unknown): { text: string; exitCode: number } {
  if (!isSitegenError(error)) {
    const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { text: `internal error (a bug in sitegen, please report it)\n${stack}`, exitCode: exitCodes.internal };
  }
  const where = error.location === undefined ? '' : ` ${formatLocation(error.location)}`;
  const lines = [`[${error.code}]${where} ${error.message}`];
  // a single problem is often the message itself; a failed build has printed its diagnostics already
  const shown = (detail: string): boolean => error.code === 'build/failed' || error.message.includes(detail);
  for (const detail of error.details) if (!shown(detail)) lines.push(`  - ${detail}`);
  const cause = error.cause instanceof Error && !isSitegenError(error.cause) ? error.cause.message.split('\n')[0] : undefined;
  if (cause !== undefined && !repeats(error.message, cause)) lines.push(`  cause: ${cause}`);
  if (error.hint !== undefined) lines.push(`  ${pc.cyan('hint:')} ${error.hint}`);
  return { text: lines.join('\n'), exitCode: exitCodes.userError };
}

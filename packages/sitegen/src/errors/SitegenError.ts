/**
 * The one error type for a user's mistake (config, content, links, CLI flags). It says
 * what is wrong and how to fix it, and where: the CLI prints it without a stack trace and
 * exits 1. Anything else that escapes is an internal error (stack, exit 2).
 */
import type { DiagnosticCode } from './codes.js';

export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

export interface SitegenErrorParams {
  /** stable identifier of the catalogue (errors/codes.ts), e.g. 'config/invalid' */
  code: DiagnosticCode;
  message: string;
  /** how to fix it */
  hint?: string;
  location?: SourceLocation;
  cause?: unknown;
  /** further problems of the same failure, when several are reported at once */
  details?: string[];
}

export class SitegenError extends Error {
  override readonly name = 'SitegenError';
  readonly code: DiagnosticCode;
  readonly hint?: string;
  readonly location?: SourceLocation;
  readonly details: string[];

  constructor(params: SitegenErrorParams) {
    super(params.message, params.cause === undefined ? undefined : { cause: params.cause });
    this.code = params.code;
    this.hint = params.hint;
    this.location = params.location;
    this.details = params.details ?? [];
  }
}

export function isSitegenError(error: unknown): error is SitegenError {
  return error instanceof SitegenError;
}

export function formatLocation(location: SourceLocation): string {
  let text = location.file;
  if (location.line !== undefined) text += `:${location.line}`;
  if (location.line !== undefined && location.column !== undefined) text += `:${location.column}`;
  return text;
}

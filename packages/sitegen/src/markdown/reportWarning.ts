import type { Point, Position } from 'unist';
import type { Diagnostic } from '../errors/Diagnostic.js';
import type { MarkdownFile } from './fileData.js';

export interface WarningParams {
  /** stable rule id, e.g. 'links/broken-markdown-link' */
  code: string;
  message: string;
  hint: string;
  place?: Position | Point;
}

/** Plugins report on the file (vfile's message model); `toDiagnostics` turns them into ours. */
export function reportWarning(file: MarkdownFile, params: WarningParams): void {
  report(file, params, false);
}

/**
 * An error fails the build. It is marked fatal without being thrown (as `file.fail` would):
 * the other plugins still run and report what they find, all in the same build.
 */
export function reportError(file: MarkdownFile, params: WarningParams): void {
  report(file, params, true);
}

function report(file: MarkdownFile, params: WarningParams, fatal: boolean): void {
  const message = file.message(params.message, { place: params.place, ruleId: params.code, source: 'sitegen' });
  message.note = params.hint;
  message.fatal = fatal;
}

/** The file's messages as diagnostics, with lines shifted past the front matter. */
export function toDiagnostics(file: MarkdownFile, path: string, lineOffset: number): Diagnostic[] {
  return file.messages.map((message) => ({
    severity: message.fatal === true ? 'error' : 'warning',
    code: message.ruleId ?? 'markdown/unknown',
    message: message.reason,
    location: {
      file: path,
      ...(message.line === undefined ? {} : { line: message.line + lineOffset }),
      ...(message.column === undefined ? {} : { column: message.column }),
    },
    ...(message.note === undefined ? {} : { hint: message.note }),
  }));
}

import type { Point, Position } from 'unist';
import { type DiagnosticCode, isDiagnosticCode } from '../errors/codes.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import type { MarkdownFile } from './fileData.js';

export interface WarningParams {
  /** stable rule id of the catalogue (errors/codes.ts), e.g. 'links/broken-markdown-link' */
  code: DiagnosticCode;
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

/**
 * The file's messages as diagnostics, with lines shifted past the front matter. A message
 * of a plugin with a rule of its own is 'markdown/plugin', its source and rule named after it.
 */
export function toDiagnostics(file: MarkdownFile, path: string, lineOffset: number): Diagnostic[] {
  return file.messages.map((message) => {
    const own = isDiagnosticCode(message.ruleId);
    const rule = [message.source, message.ruleId].filter((part) => part !== undefined && part !== null).join(':');
    return {
      severity: message.fatal === true ? ('error' as const) : ('warning' as const),
      code: isDiagnosticCode(message.ruleId) ? message.ruleId : ('markdown/plugin' as const),
      message: own || rule === '' ? message.reason : `${message.reason} (${rule})`,
      location: {
        file: path,
        ...(message.line === undefined ? {} : { line: message.line + lineOffset }),
        ...(message.column === undefined ? {} : { column: message.column }),
      },
      ...(message.note === undefined ? {} : { hint: message.note }),
    };
  });
}

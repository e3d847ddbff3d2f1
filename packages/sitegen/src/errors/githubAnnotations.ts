import path from 'node:path';
import type { Diagnostic } from './Diagnostic.js';

/**
 * Diagnostics as GitHub Actions workflow commands (`::error file=…,line=…::message`): a
 * workflow step that prints them puts each on its line of the pull request's diff. Paths are
 * relative to `root` (the repository's checkout), as GitHub matches them.
 */
export function githubAnnotations(diagnostics: readonly Diagnostic[], root: string): string[] {
  return diagnostics.map((diagnostic) => {
    const { location } = diagnostic;
    const properties = [
      ...(location === undefined ? [] : [`file=${property(path.relative(root, location.file).split(path.sep).join('/'))}`]),
      ...(location?.line === undefined ? [] : [`line=${location.line}`]),
      ...(location?.line === undefined || location.column === undefined ? [] : [`col=${location.column}`]),
      `title=${property(diagnostic.code)}`,
    ];
    const message = diagnostic.hint === undefined ? diagnostic.message : `${diagnostic.message}\n${diagnostic.hint}`;
    return `::${diagnostic.severity === 'error' ? 'error' : 'warning'} ${properties.join(',')}::${data(message)}`;
  });
}

/** A command's message: '%', CR and LF escaped, as the runner unescapes them. */
function data(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** A property's value: ':' and ',' too, which would end it. */
function property(text: string): string {
  return data(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

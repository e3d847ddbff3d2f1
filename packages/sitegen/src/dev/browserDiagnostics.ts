import path from 'node:path';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { sortDiagnostics } from '../errors/reportDiagnostics.js';
import { urlPathOf } from './diffOutput.js';
import type { DiagnosticView, WarningsEvent } from './liveReloadEvents.js';
import { siteLocation } from './toBuildErrorEvent.js';

/** A page of the build: the file it is written to and the source that produced it. */
export interface PageSource {
  /** relative to the output folder: 'docs/intro/index.html' */
  outputFile: string;
  /** the Markdown file (absolute) or the config key that produced the page */
  source: string;
}

export interface BrowserDiagnostics {
  /** empty when the build may be served */
  errors: DiagnosticView[];
  warnings: WarningsEvent;
}

/**
 * A build's diagnostics as the dev server's browser client shows them: its errors for the
 * overlay (any error fails the build, as `sitegen build` would), its warnings by the URL path of
 * the page whose source they are in, so that each page shows its own.
 */
export function browserDiagnostics(params: {
  diagnostics: Diagnostic[];
  pages: readonly PageSource[];
  basePath: string;
  siteDir: string;
}): BrowserDiagnostics {
  const sorted = sortDiagnostics(params.diagnostics);
  const view = (diagnostic: Diagnostic): DiagnosticView => toDiagnosticView(diagnostic, params.siteDir);
  const urlPaths = urlPathsBySource(params.pages, params.basePath);
  const pages: Record<string, DiagnosticView[]> = {};
  const warnings = sorted.filter((diagnostic) => diagnostic.severity === 'warning');
  for (const warning of warnings) {
    const file = warning.location?.file;
    for (const urlPath of file === undefined ? [] : (urlPaths.get(path.resolve(file)) ?? [])) {
      pages[urlPath] = [...(pages[urlPath] ?? []), view(warning)];
    }
  }
  return {
    errors: sorted.filter((diagnostic) => diagnostic.severity === 'error').map(view),
    warnings: { pages, total: warnings.length },
  };
}

export function toDiagnosticView(diagnostic: Diagnostic, siteDir: string): DiagnosticView {
  return {
    code: diagnostic.code,
    message: diagnostic.message,
    ...(diagnostic.location === undefined ? {} : { location: siteLocation(diagnostic.location, siteDir) }),
    ...(diagnostic.hint === undefined ? {} : { hint: diagnostic.hint }),
  };
}

/** A source can make several pages (a doc in each of its versions' sidebars, a generated index). */
function urlPathsBySource(pages: readonly PageSource[], basePath: string): Map<string, string[]> {
  const bySource = new Map<string, string[]>();
  for (const page of pages) {
    // a config key ('the tags of the docs') is no file: no diagnostic's location names it
    if (!path.isAbsolute(page.source)) continue;
    const key = path.resolve(page.source);
    bySource.set(key, [...(bySource.get(key) ?? []), urlPathOf(page.outputFile, basePath)]);
  }
  return bySource;
}

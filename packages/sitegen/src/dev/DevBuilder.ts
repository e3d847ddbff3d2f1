import type { BrowserDiagnostics } from './browserDiagnostics.js';
import type { OutputFiles } from './diffOutput.js';

/** What changed since the last build; `full` when the config or something unknown changed. */
export interface BuildChanges {
  /** absolute paths */
  files: string[];
  full: boolean;
}

export interface DevBuildResult {
  /** the whole site in memory, except the search index */
  files: OutputFiles;
  /** builds the search index, which the pages need not wait for */
  searchIndex: () => Promise<OutputFiles>;
  basePath: string;
  /** the folders and files whose changes are content changes (the content and static folders, the custom CSS, the replaced components) */
  watchPaths: string[];
  /** the theme's package folder: a change there restarts the builder */
  themeDir: string;
  /** the build's errors and warnings for the browser; any error means the build is not served */
  diagnostics: BrowserDiagnostics;
}

/** A builder that keeps its caches between builds, so a rebuild redoes only what changed. */
export interface DevBuilder {
  build(changes: BuildChanges): Promise<DevBuildResult>;
}

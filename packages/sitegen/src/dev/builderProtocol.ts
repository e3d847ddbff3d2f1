import type { BuildChanges } from './DevBuilder.js';
import type { BuildErrorEvent, WarningsEvent } from './liveReloadEvents.js';

/** The builder worker's input, given once when it starts. */
export interface BuilderWorkerData {
  configFile: string;
  /** the build's worker threads (see BuildParams.workers) */
  workers?: number;
  /** the locale served (`--locale`); default the site's default locale */
  locale?: string;
}

export type ToBuilder = { type: 'build'; changes: BuildChanges };

export type FromBuilder =
  | { type: 'log'; level: 'info' | 'warn' | 'error'; message: string }
  | {
      type: 'built';
      /** counts the builds of this worker */
      build: number;
      /** true for the first build of a worker: `changed` then holds every file */
      complete: boolean;
      changed: [string, Uint8Array][];
      removed: string[];
      basePath: string;
      watchPaths: string[];
      themeDir: string;
      warnings: WarningsEvent;
      ms: number;
    }
  | {
      type: 'failed';
      error: BuildErrorEvent;
      /** the warnings of a build that ran to the end but found errors (the page check's, an MDX syntax error) */
      warnings?: WarningsEvent;
      /** its errors were printed with the build's diagnostics: the terminal need not repeat them */
      logged?: boolean;
      ms: number;
    }
  /** the search index of a build, sent after its pages; never part of `changed` or `removed` */
  | { type: 'search'; build: number; files: [string, Uint8Array][] };

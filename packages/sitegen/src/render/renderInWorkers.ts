import type { PageView, SiteView } from '../view/index.js';
import { streamInWorkers, workerCount } from '../workers/runInWorkers.js';

export interface RenderJob {
  page: PageView;
  site: SiteView;
  /** search indexes the page: the worker cuts its share (searchableBytes) */
  searchable: boolean;
}

/** What every render worker is given once: the theme's module and the site's components, which it imports itself. */
export interface RenderWorkerData {
  themeUrl: string;
  /** name → module path (functions do not cross threads) */
  components: Readonly<Record<string, string>>;
}

/**
 * `html` as UTF-8 (see encodePage) and, for a searchable page, `searchable`, its share of the
 * search index (searchableBytes), their buffers moved to the main thread rather than copied;
 * a failure's message, and the file of the site's component that threw (`render/component`)
 */
export type RenderOutcome =
  | { html: Uint8Array<ArrayBuffer>; searchable?: Uint8Array<ArrayBuffer> }
  | { error: string; componentFile?: string };

/**
 * Below this many pages one thread wins: a worker first loads React and the theme, and
 * every batch is copied both ways.
 */
export const PARALLEL_RENDER_MIN_PAGES = 2000;

const workerFile = new URL('./renderWorker.js', import.meta.url);

/** pages sent to a worker at once */
const BATCH = 250;

/** How many render workers a build of `pages` pages uses; 0: render on the main thread. */
export function renderWorkerCount(pages: number, forced?: number): Promise<number> {
  return workerCount(pages, PARALLEL_RENDER_MIN_PAGES, workerFile, forced, BATCH);
}

/** Renders the jobs in `workers` threads, handing the outcomes to `onBatch` in job order, a batch at a time. */
export function renderInWorkers<T>(
  data: RenderWorkerData,
  items: readonly T[],
  jobOf: (item: T) => RenderJob,
  workers: number,
  onBatch: (start: number, outcomes: RenderOutcome[]) => Promise<void>,
): Promise<void> {
  return streamInWorkers<T, RenderJob, RenderOutcome>({ workerFile, workerData: data, items, jobOf, workers, batch: BATCH }, onBatch);
}

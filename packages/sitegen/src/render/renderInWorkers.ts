import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageView, SiteView } from '@sitegen/theme';

export interface RenderJob {
  page: PageView;
  site: SiteView;
}

export type RenderOutcome = { html: string } | { error: string };

/**
 * Below this many pages one thread wins: a worker first loads React and the theme, and
 * every batch is copied both ways. Measured on 2 cores under other load (load average
 * 10-15), one thread won even at 3,000 pages (render 4.4-8.3 s against 18-23 s in two
 * workers): workers only pay off on idle cores, so they are used only then.
 */
export const PARALLEL_RENDER_MIN_PAGES = 2000;

const workerFile = new URL('./renderWorker.js', import.meta.url);

/** How many render workers a build of `pages` pages uses; 0: render on the main thread. */
export function renderWorkerCount(pages: number): number {
  const cores = availableParallelism();
  // run from the TypeScript sources (the tests), there is no compiled worker to start
  if (pages < PARALLEL_RENDER_MIN_PAGES || cores < 2 || !existsSync(fileURLToPath(workerFile))) return 0;
  // the cores other processes leave idle (the last minute's load average)
  const idle = Math.round(cores - (loadavg()[0] ?? cores));
  return idle < 2 ? 0 : Math.min(idle, 8);
}

/** pages a worker is sent at once: few enough that the copies in flight stay small */
const BATCH = 250;

/**
 * Renders the jobs in `workers` threads, each taking the next batch when it answers the
 * last (copies of a few batches are alive at a time, not of the whole site); outcomes in
 * job order. `jobOf` builds a page's job only when its batch is sent.
 */
export async function renderInWorkers<T>(items: readonly T[], jobOf: (item: T) => RenderJob, workers: number): Promise<RenderOutcome[]> {
  const outcomes = new Array<RenderOutcome>(items.length);
  let next = 0;
  const lane = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerFile);
      let start = 0;
      const send = (): void => {
        if (next >= items.length) {
          void worker.terminate().then(() => resolve());
          return;
        }
        start = next;
        next = Math.min(next + BATCH, items.length);
        worker.postMessage(items.slice(start, next).map(jobOf));
      };
      worker.on('message', (answers: RenderOutcome[]) => {
        answers.forEach((answer, offset) => (outcomes[start + offset] = answer));
        send();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => (next >= items.length ? resolve() : reject(new Error(`a render worker exited with code ${code} before it answered`))));
      send();
    });
  await Promise.all(Array.from({ length: workers }, lane));
  return outcomes;
}

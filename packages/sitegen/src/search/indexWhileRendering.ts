import { cpus } from 'node:os';
import { idleCores } from '../workers/runInWorkers.js';
import type { SearchIndexBuilder } from './cachedSearchIndex.js';

/** long enough to see a busy core as busy; short beside the rendering of a large site */
const SAMPLE_MS = 100;
/** the cores other processes may keep busy with one still free enough for Pagefind (which takes most of one) */
const OTHERS_BUSY_MAX = 0.5;

/**
 * Has Pagefind index the pages while they render when a core is free for it, rather than
 * all at the end. Rendered in workers, a core was free (that is why they run). Rendered on
 * this thread, the cores are sampled as rendering starts: with a core free, indexing
 * meanwhile shortens the build's tail more than it slows the rendering; with none, it slows
 * the rendering more than it gains (measured in the README's Performance section, item 19).
 */
export function indexWhileRendering(
  index: SearchIndexBuilder,
  renderWorkers: number,
  /** the cores others keep busy while this thread renders (a parameter for the tests) */
  othersBusy: () => Promise<number> = () => othersBusyCores(SAMPLE_MS),
): void {
  if (renderWorkers > 0) {
    index.indexMeanwhile();
    return;
  }
  if (index.mayReuse) return;
  void othersBusy().then((busy) => {
    if (busy <= OTHERS_BUSY_MAX) index.indexMeanwhile();
  });
}

/** The cores other processes keep busy over the next `ms` milliseconds: what is not idle, less this process's own use (rendering, writing). */
async function othersBusyCores(ms: number): Promise<number> {
  const started = performance.now();
  const before = process.cpuUsage();
  const idle = await idleCores(ms);
  const used = process.cpuUsage(before);
  const own = (used.user + used.system) / 1000 / (performance.now() - started);
  return cpus().length - idle - own;
}

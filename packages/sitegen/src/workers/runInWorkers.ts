import { existsSync } from 'node:fs';
import { availableParallelism, cpus, type CpuInfo } from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SitegenError } from '../errors/SitegenError.js';

/**
 * How many worker threads a stage with `items` items should use; 0: stay on the main
 * thread. A worker pays a start-up (loading its libraries) and a copy of every job both
 * ways, so below `minItems` one thread wins; and workers only pay off with a core to
 * spare: on an overloaded machine two threads lost to one, but with one core of two busy
 * they still won (measured in the README's Performance section, items 5 and 13). `forced` (the build's `workers` option, which the CLI takes from
 * SITEGEN_WORKERS) overrides both, for every stage with work to do (0: never use workers),
 * up to the cores there are. Either way, no more workers than there are batches of `batch` items.
 */
export async function workerCount(items: number, minItems: number, workerFile: URL, forced?: number, batch = 1): Promise<number> {
  // run from the TypeScript sources (the tests), there is no compiled worker to start
  if (items === 0 || !existsSync(fileURLToPath(workerFile))) return 0;
  // a worker that would get no batch of its own only pays its start-up: 30 pages never start 15
  const needed = Math.ceil(items / batch);
  // more threads than cores only add start-ups and switches
  if (forced !== undefined) return Math.min(forced, availableParallelism(), needed);
  if (items < minItems) return 0;
  return Math.min(workersFor({ items, minItems, cores: availableParallelism(), idle: await idleCores(IDLE_SAMPLE_MS) }), needed);
}

/** more threads than this only add start-up costs on the machines sitegen runs on */
const MAX_WORKERS = 8;

/** starts each worker with the compile cache on (workerEntry.ts); run from the TypeScript sources (the tests), the worker itself */
const WORKER_ENTRY = new URL('./workerEntry.js', import.meta.url);
const ENTRY_EXISTS = existsSync(fileURLToPath(WORKER_ENTRY));

/** long enough to see a busy core as busy; short beside a stage of a thousand pages */
const IDLE_SAMPLE_MS = 100;

/** `idle`: how many cores other processes leave idle now (see idleCores) */
export function workersFor(params: { items: number; minItems: number; cores: number; idle: number }): number {
  const { items, minItems, cores } = params;
  if (items < minItems || cores < 2) return 0;
  const idle = Math.min(params.idle, cores);
  return idle < 1 ? 0 : Math.min(Math.max(2, Math.round(idle)), MAX_WORKERS);
}

/**
 * The cores left idle over the next `ms` milliseconds, from the kernel's idle time per
 * core. Not the load average: it lags by a minute, so it still counted this build's own
 * earlier stages (and the previous build of a benchmark) and kept the stage on one thread
 * with both cores free. This thread only waits meanwhile, so what it sees busy is others' work.
 */
export async function idleCores(ms: number): Promise<number> {
  const before = cpus();
  await setTimeout(ms);
  return cpus().reduce((idle, core, index) => {
    const earlier = before[index];
    if (earlier === undefined) return idle;
    const total = sumTimes(core.times) - sumTimes(earlier.times);
    return total > 0 ? idle + (core.times.idle - earlier.times.idle) / total : idle;
  }, 0);
}

function sumTimes(times: CpuInfo['times']): number {
  return times.user + times.nice + times.sys + times.idle + times.irq;
}

export interface RunInWorkersParams<T, J> {
  /** the compiled worker module: it answers each message (an array of jobs) with an array of answers, in order, and the messages in the order they came */
  workerFile: URL;
  /** passed to every worker as `workerData` (what all jobs share, sent once) */
  workerData?: unknown;
  items: readonly T[];
  /** a job is built only when its batch is sent */
  jobOf: (item: T) => J;
  workers: number;
  /** jobs sent at once: few enough that the copies in flight stay small */
  batch: number;
}

/**
 * Runs the jobs in `workers` threads, each taking the next batch when it answers the last
 * (copies of a few batches are alive at a time, not of the whole stage); answers in item order.
 */
export async function runInWorkers<T, J, A>(params: RunInWorkersParams<T, J>): Promise<A[]> {
  const answers = new Array<A>(params.items.length);
  await streamInWorkers<T, J, A>(params, (start, batchAnswers) => {
    for (const [offset, answer] of batchAnswers.entries()) answers[start + offset] = answer;
  });
  return answers;
}

/**
 * Runs the jobs in `workers` threads and hands the answers to `onBatch` a batch at a time,
 * in item order (`start`: the index of the batch's first item), keeping none once handed
 * over. Each worker has at most two batches out (queued, being worked on, or being handed
 * over): it works on the next while the last is handed over, and a slow consumer (the
 * disk) holds it back instead of letting answers pile up. A batch that comes back early
 * waits for the ones before it.
 */
export async function streamInWorkers<T, J, A>(
  params: RunInWorkersParams<T, J>,
  onBatch: (start: number, answers: A[]) => void | Promise<void>,
): Promise<void> {
  const { items, jobOf, batch } = params;
  const handOver = inOrder(onBatch);
  let next = 0;
  const lane = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(ENTRY_EXISTS ? WORKER_ENTRY : params.workerFile, {
        ...(ENTRY_EXISTS ? { argv: [params.workerFile.href] } : {}),
        workerData: params.workerData,
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
      // the batches sent and not answered yet, oldest first
      const sent: { start: number; count: number }[] = [];
      let handingOver = 0;
      let done = false;
      const fail = (error: unknown): void => {
        // the other lanes take no further batch either
        next = items.length;
        void worker.terminate();
        reject(error);
      };
      const send = (): void => {
        while (sent.length + handingOver < BATCHES_OUT && next < items.length) {
          const start = next;
          next = Math.min(next + batch, items.length);
          sent.push({ start, count: next - start });
          worker.postMessage(items.slice(start, next).map(jobOf));
        }
        if (sent.length + handingOver === 0 && !done) {
          done = true;
          void worker.terminate().then(() => resolve());
        }
      };
      worker.on('message', (batchAnswers: A[]) => {
        const answered = sent.shift();
        if (answered === undefined || batchAnswers.length !== answered.count) {
          fail(new Error(`a worker answered ${batchAnswers.length} jobs where ${answered?.count ?? 0} were sent`));
          return;
        }
        const { start } = answered;
        handingOver += 1;
        handOver(start, batchAnswers).then(() => {
          handingOver -= 1;
          send();
        }, fail);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => (done ? resolve() : reject(exitedEarly(code))));
      send();
    });
  await Promise.all(Array.from({ length: params.workers }, lane));
}

/**
 * A worker's young generation (V8's default is far smaller): the Markdown pipeline makes
 * many short-lived objects, and a larger nursery means fewer scavenges, which run on the
 * same cores as the workers (measured in the README's Performance section).
 */
const YOUNG_GENERATION_MB = 64;

/** per worker: one to work on while the main thread takes the other */
const BATCHES_OUT = 2;

/**
 * `consume` called with consecutive batches only, one at a time: a batch that starts later
 * than the next expected item waits for the batches before it. Each call's promise settles
 * when its own batch has been consumed.
 */
export function inOrder<A>(consume: (start: number, answers: A[]) => void | Promise<void>): (start: number, answers: A[]) => Promise<void> {
  const waiting = new Map<number, { answers: A[]; resolve: () => void; reject: (error: unknown) => void }>();
  let expected = 0;
  let consuming = false;
  const drain = async (): Promise<void> => {
    consuming = true;
    for (let entry = waiting.get(expected); entry !== undefined; entry = waiting.get(expected)) {
      const { answers, resolve, reject } = entry;
      const start = expected;
      waiting.delete(start);
      expected += answers.length;
      await Promise.resolve()
        .then(() => consume(start, answers))
        .then(resolve, reject);
    }
    consuming = false;
  };
  return (start, answers) =>
    new Promise<void>((resolve, reject) => {
      waiting.set(start, { answers, resolve, reject });
      if (!consuming) void drain();
    });
}

/**
 * A worker that ends before it answers was ended by the code it ran for the site: a crash
 * throws and is answered as the page's error, so what is left is a call of process.exit()
 * (in a worker it ends only the thread) by a remark or rehype plugin or an imported module.
 */
function exitedEarly(code: number): SitegenError {
  return new SitegenError({
    code: 'build/exited',
    message: `a worker thread ended (exit code ${code}) before it answered: code the site runs in it (a remark or rehype plugin, a module an MDX page imports) called process.exit()`,
    hint: 'Remove the process.exit() call: to fail the build, throw an error instead. SITEGEN_WORKERS=0 runs the pages on the main thread, where the call is named with its file and line.',
  });
}

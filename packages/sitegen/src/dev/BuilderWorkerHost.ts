import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger/Logger.js';
import type { BuilderWorkerData, FromBuilder, ToBuilder } from './builderProtocol.js';
import type { BuildChanges } from './DevBuilder.js';
import { diffOutput, type OutputDiff, type OutputFiles } from './diffOutput.js';
import type { BuildErrorEvent, WarningsEvent } from './liveReloadEvents.js';

export type BuildOutcome =
  | {
      ok: true;
      files: OutputFiles;
      diff: OutputDiff;
      basePath: string;
      watchPaths: string[];
      themeDir: string;
      warnings: WarningsEvent;
      ms: number;
    }
  /** `warnings` and `logged` as in the builder's 'failed' message */
  | { ok: false; error: BuildErrorEvent; warnings?: WarningsEvent; logged?: boolean; ms: number };

const WORKER_URL = new URL('./builderWorker.js', import.meta.url);

/**
 * Runs the builder in a worker thread and keeps the site it produced. One build at a
 * time (the dev server queues changes). `restart` drops the worker and its module graph;
 * the next build starts a fresh one, which rebuilds everything.
 */
export class BuilderWorkerHost {
  readonly #configFile: string;
  readonly #locale: string | undefined;
  readonly #workers: number | undefined;
  readonly #logger: Logger;
  #worker: Worker | undefined;
  #files: Map<string, Uint8Array> = new Map();
  /** the newest build whose search index is in `#files` */
  #searchBuild = 0;

  constructor(params: { configFile: string; workers?: number; logger: Logger; locale?: string }) {
    this.#configFile = params.configFile;
    this.#locale = params.locale;
    this.#workers = params.workers;
    this.#logger = params.logger;
  }

  async build(changes: BuildChanges): Promise<BuildOutcome> {
    const worker = this.#worker ?? this.#start();
    const started = performance.now();
    const reply = await this.#request(worker, { type: 'build', changes });
    if (reply.type === 'failed') return { ok: false, error: reply.error, warnings: reply.warnings, logged: reply.logged, ms: reply.ms };
    const previous = this.#files;
    const next = reply.complete ? new Map<string, Uint8Array>() : new Map(previous);
    if (reply.complete) this.#searchBuild = 0;
    for (const file of reply.removed) next.delete(file);
    for (const [file, bytes] of reply.changed) next.set(file, bytes);
    this.#files = next;
    // a fresh worker sends everything: compare with what the browser has seen
    const diff = reply.complete ? diffOutput(previous, next) : { changed: reply.changed.map(([file]) => file), removed: reply.removed };
    return {
      ok: true,
      files: next,
      diff,
      basePath: reply.basePath,
      watchPaths: reply.watchPaths,
      themeDir: reply.themeDir,
      warnings: reply.warnings,
      ms: performance.now() - started,
    };
  }

  async restart(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  async close(): Promise<void> {
    await this.restart();
  }

  #start(): Worker {
    const data: BuilderWorkerData = { configFile: this.#configFile, workers: this.#workers, locale: this.#locale };
    const worker = new Worker(WORKER_URL, { workerData: data });
    worker.on('message', (message: FromBuilder) => {
      if (message.type === 'log') this.#logger[message.level](message.message);
      if (message.type === 'search' && worker === this.#worker) this.#addSearchIndex(message.build, message.files);
    });
    this.#worker = worker;
    return worker;
  }

  /** Pages are served as soon as they are built; their search index joins them when ready. */
  #addSearchIndex(build: number, files: [string, Uint8Array][]): void {
    if (build < this.#searchBuild) return;
    this.#searchBuild = build;
    for (const [file, bytes] of files) this.#files.set(file, bytes);
  }

  /** One build's reply; a worker that dies meanwhile is a failed build, and the next build starts a new one. */
  #request(worker: Worker, message: ToBuilder): Promise<Extract<FromBuilder, { type: 'built' | 'failed' }>> {
    return new Promise((resolve) => {
      const started = performance.now();
      const onMessage = (reply: FromBuilder): void => {
        if (reply.type === 'log' || reply.type === 'search') return;
        cleanup();
        resolve(reply);
      };
      const onFailure = (error: unknown): void => {
        cleanup();
        if (this.#worker === worker) this.#worker = undefined;
        void worker.terminate();
        const text = error instanceof Error ? (error.stack ?? error.message) : `the builder stopped (exit code ${String(error)})`;
        resolve({ type: 'failed', error: { message: text }, ms: performance.now() - started });
      };
      const cleanup = (): void => {
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
      };
      worker.on('message', onMessage);
      worker.on('error', onFailure);
      worker.on('exit', onFailure);
      worker.postMessage(message);
    });
  }
}

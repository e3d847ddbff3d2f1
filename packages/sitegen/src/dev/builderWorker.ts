/**
 * The dev builder in a worker thread: a theme change needs a fresh module graph (ES modules
 * cannot be unloaded), which a new worker gives, and a crash here never takes the server
 * down. Sends only the files that changed since its previous build.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { formatError } from '../cli/formatError.js';
import type { Logger } from '../logger/Logger.js';
import type { BuilderWorkerData, FromBuilder, ToBuilder } from './builderProtocol.js';
import { createDevBuilder } from './createDevBuilder.js';
import { diffOutput, type OutputFiles } from './diffOutput.js';
import { toBuildErrorEvent } from './toBuildErrorEvent.js';

const port = parentPort;
if (port === null) throw new Error('builderWorker runs only as a worker thread');
const { configFile, workers, locale } = workerData as BuilderWorkerData;
const post = (message: FromBuilder): void => port.postMessage(message);

const logger: Logger = {
  info: (message) => post({ type: 'log', level: 'info', message }),
  warn: (message) => post({ type: 'log', level: 'warn', message }),
  error: (message) => post({ type: 'log', level: 'error', message }),
  // per-stage timings would drown the one line per rebuild the dev server prints
  stage: () => undefined,
};

const builder = createDevBuilder({ configFile, workers, logger, locale });
let previous: OutputFiles | undefined;
let builds = 0;

/** The index follows its pages; a failure there is only a warning, the pages are served. */
async function sendSearchIndex(build: number, searchIndex: () => Promise<OutputFiles>): Promise<void> {
  try {
    post({ type: 'search', build, files: [...(await searchIndex())] });
  } catch (error) {
    logger.warn(`The search index was not rebuilt: ${error instanceof Error ? error.message : String(error)}`);
  }
}

port.on('message', (message: ToBuilder) => {
  void build(message);
});

async function build(message: ToBuilder): Promise<void> {
  const started = performance.now();
  try {
    const result = await builder.build(message.changes);
    const { errors, warnings } = result.diagnostics;
    const [first, ...more] = errors;
    if (first !== undefined) {
      // as `sitegen build` would refuse it: the last good pages stay served (a raw <script> never runs)
      post({
        type: 'failed',
        error: more.length === 0 ? first : { ...first, more },
        warnings,
        logged: true,
        ms: performance.now() - started,
      });
      return;
    }
    const diff = diffOutput(previous ?? new Map(), result.files);
    const build = ++builds;
    post({
      type: 'built',
      build,
      complete: previous === undefined,
      changed: diff.changed.map((file) => [file, result.files.get(file) ?? new Uint8Array()]),
      removed: diff.removed,
      basePath: result.basePath,
      watchPaths: result.watchPaths,
      themeDir: result.themeDir,
      warnings,
      ms: performance.now() - started,
    });
    previous = result.files;
    void sendSearchIndex(build, result.searchIndex);
  } catch (error) {
    // in the words `sitegen build` prints it: the overlay has its own view of it
    logger.error(formatError(error).text);
    post({ type: 'failed', error: toBuildErrorEvent(error, path.dirname(configFile)), logged: true, ms: performance.now() - started });
  }
}

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { Logger } from '../logger/Logger.js';
import { urlOnOrigin } from '../router/basePath.js';
import { listen } from '../serve/listen.js';
import { BuilderWorkerHost, type BuildOutcome } from './BuilderWorkerHost.js';
import { createDevRequestHandler } from './createDevRequestHandler.js';
import type { OutputFiles } from './diffOutput.js';
import { reloadPathsOf } from './diffOutput.js';
import { LiveReloadHub } from './LiveReloadHub.js';
import { watchSite, type ChangeBatch, type SiteWatcher } from './watchSite.js';

export interface StartDevServerParams {
  configFile: string;
  host: string;
  /** 0 picks a free port; one in use moves on to the next free one, unless `strictPort` */
  port: number;
  /** a port in use fails instead */
  strictPort?: boolean;
  logger: Logger;
  /** default 30 ms */
  debounceMs?: number;
  /** the build's worker threads (see BuildParams.workers) */
  workers?: number;
  /** the locale served, one at a time (`--locale`); default the site's default locale */
  locale?: string;
}

export interface DevServer {
  /** e.g. 'http://127.0.0.1:3000/gswap-sdk/' */
  url: string;
  close(): Promise<void>;
}

/** The source sits in `src/dev` and the compiled module in `dist/dev`: the script is read from src in both cases. */
const CLIENT_SCRIPT_FILE = new URL('../../src/dev/liveReloadClient.js', import.meta.url);

/**
 * `sitegen dev`: builds in a worker, serves the last good build from memory, watches the
 * content, the config and the theme, rebuilds on change and tells open pages to reload
 * (or shows the build error over them). Keeps running through any build error.
 */
export async function startDevServer(params: StartDevServerParams): Promise<DevServer> {
  const { logger } = params;
  const configFile = path.resolve(params.configFile);
  const siteDir = path.dirname(configFile);
  // the first successful build names the config's theme
  let themeDir: string | undefined;
  const hub = new LiveReloadHub();
  const builder = new BuilderWorkerHost({ configFile, workers: params.workers, logger, locale: params.locale });
  let output: OutputFiles | undefined;
  let basePath = '/';
  let watchPaths = [path.join(siteDir, 'content'), path.join(siteDir, 'static')];

  const server = createServer(
    createDevRequestHandler({
      basePath: () => basePath,
      output: () => output,
      hub,
      clientScript: readFileSync(CLIENT_SCRIPT_FILE, 'utf8'),
    }),
  );
  const port = await listen(server, params.port, params.host, { orNextFree: params.strictPort !== true });
  if (params.port !== 0 && port !== params.port) logger.info(`Port ${params.port} is in use: using ${port} instead`);

  const apply = (outcome: BuildOutcome, label: (pages: string) => string): void => {
    if (outcome.warnings !== undefined) hub.warn(outcome.warnings);
    if (!outcome.ok) {
      // the builder prints its errors as `sitegen build` does; a builder that stopped could not
      if (outcome.logged !== true) logger.error(outcome.error.message);
      logger.warn(
        output === undefined
          ? 'Nothing to serve until a build succeeds; save a fix to rebuild.'
          : 'Still serving the last good build; save a fix to rebuild.',
      );
      hub.fail(output === undefined ? { ...outcome.error, nothingServed: true } : outcome.error);
      return;
    }
    output = outcome.files;
    basePath = outcome.basePath;
    const count = outcome.diff.changed.filter((file) => file.endsWith('.html')).length;
    logger.info(`${label(`${count} page${count === 1 ? '' : 's'}`)} in ${Math.round(outcome.ms)} ms`);
    hub.reload(reloadPathsOf(outcome.diff, basePath));
  };

  const queue = createBuildQueue(
    async (batch) => {
      if (batch.kind === 'theme') await builder.restart();
      const outcome = await builder.build({ files: batch.files, full: batch.kind !== 'content' });
      apply(outcome, (pages) => `${describe(batch, siteDir)} changed: ${pages} updated`);
      if (outcome.ok && (!samePaths(outcome.watchPaths, watchPaths) || outcome.themeDir !== themeDir)) {
        watchPaths = outcome.watchPaths;
        themeDir = outcome.themeDir;
        // the new watcher is ready before the old one closes: a save in between (the page has
        // already been told to reload) is seen by one of them, at worst by both
        const previous = watcher;
        watcher = await startWatcher();
        await previous.close();
      }
    },
    (error) => logger.error(`The dev server could not rebuild: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  );
  const startWatcher = (): Promise<SiteWatcher> =>
    watchSite({ contentPaths: watchPaths, configFile, themeDir, debounceMs: params.debounceMs ?? 30, onChange: queue.push });

  const first = await builder.build({ files: [], full: true });
  apply(first, (pages) => `Built ${pages}`);
  if (first.ok) ({ watchPaths, themeDir } = first);
  let watcher = await startWatcher();
  const url = urlOnOrigin(`http://${formatHost(params.host)}:${port}`, basePath);
  logger.info(`Dev server at ${url}`);

  return {
    url,
    close: async () => {
      await watcher.close();
      await queue.idle();
      hub.close();
      await builder.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Runs one batch at a time; batches that arrive meanwhile merge into the next run. A
 * failing run is reported and the queue goes on: the server outlives any error.
 */
function createBuildQueue(run: (batch: ChangeBatch) => Promise<void>, onError: (error: unknown) => void) {
  const rank = { content: 0, config: 1, theme: 2 } as const;
  let pending: ChangeBatch | undefined;
  let running: Promise<void> | undefined;
  const drain = async (): Promise<void> => {
    while (pending !== undefined) {
      const batch = pending;
      pending = undefined;
      await run(batch).catch(onError);
    }
    running = undefined;
  };
  return {
    push: (batch: ChangeBatch): void => {
      pending =
        pending === undefined
          ? batch
          : {
              kind: rank[batch.kind] > rank[pending.kind] ? batch.kind : pending.kind,
              files: [...new Set([...pending.files, ...batch.files])],
            };
      running ??= drain();
    },
    idle: async (): Promise<void> => {
      await running;
    },
  };
}

function describe(batch: ChangeBatch, siteDir: string): string {
  const names = batch.files.map((file) => path.relative(siteDir, file) || file);
  return names.length <= 2 ? names.join(', ') : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

function samePaths(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

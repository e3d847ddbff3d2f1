/**
 * A render worker (see renderInWorkers): imports the theme the main thread loaded, renders
 * each batch of pages it is sent and posts the documents back in order; a page that fails
 * posts its error message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Theme } from '../view/theme.js';
import { encodePage } from './encodePage.js';
import type { RenderJob, RenderOutcome, RenderWorkerData } from './renderInWorkers.js';

const { themeUrl } = workerData as RenderWorkerData;
const theme = ((await import(themeUrl)) as { default: Theme }).default;

parentPort?.on('message', (jobs: RenderJob[]) => {
  const outcomes: RenderOutcome[] = jobs.map((job) => {
    try {
      return { html: encodePage(theme.renderDocument(job.page, job.site)) };
    } catch (cause) {
      return { error: cause instanceof Error ? cause.message : String(cause) };
    }
  });
  parentPort?.postMessage(
    outcomes,
    outcomes.flatMap((outcome) => ('html' in outcome ? [outcome.html.buffer] : [])),
  );
});

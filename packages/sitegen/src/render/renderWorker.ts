/**
 * A render worker (see renderInWorkers): renders each batch of pages it is sent with the
 * theme and posts the documents back in order; a page that fails posts its error message.
 */
import { parentPort } from 'node:worker_threads';
import { renderDocument } from '@sitegen/theme';
import type { RenderJob, RenderOutcome } from './renderInWorkers.js';
import { encodePage } from './encodePage.js';

parentPort?.on('message', (jobs: RenderJob[]) => {
  const outcomes: RenderOutcome[] = jobs.map((job) => {
    try {
      return { html: encodePage(renderDocument(job.page, job.site)) };
    } catch (cause) {
      return { error: cause instanceof Error ? cause.message : String(cause) };
    }
  });
  parentPort?.postMessage(outcomes, outcomes.flatMap((outcome) => ('html' in outcome ? [outcome.html.buffer] : [])));
});

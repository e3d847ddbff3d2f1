/**
 * A render worker (see renderInWorkers): imports the theme the main thread loaded, with the
 * site's components, renders each batch of pages it is sent and posts the documents back in
 * order; a page that fails posts its error message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { searchableBytes } from '../search/searchableHtml.js';
import type { Theme } from '../view/theme.js';
import { encodePage } from './encodePage.js';
import type { RenderJob, RenderOutcome, RenderWorkerData } from './renderInWorkers.js';
import { componentFileOf } from './renderSite.js';

const { themeUrl, components } = workerData as RenderWorkerData;
const theme = await withComponents(((await import(themeUrl)) as { default: Theme }).default);

/** The theme with the site's components; what imports them (esbuild) loads only for a site that has some. */
async function withComponents(loaded: Theme): Promise<Theme> {
  if (Object.keys(components).length === 0) return loaded;
  const { replaceComponents } = await import('../load/loadComponents.js');
  return (await replaceComponents(loaded, components)).theme;
}

parentPort?.on('message', (jobs: RenderJob[]) => {
  const outcomes: RenderOutcome[] = jobs.map((job) => {
    try {
      const html = encodePage(theme.renderDocument(job.page, job.site));
      return job.searchable ? { html, searchable: searchableBytes(html) } : { html };
    } catch (cause) {
      const error = cause instanceof Error ? cause.message : String(cause);
      const componentFile = componentFileOf(cause);
      return componentFile === undefined ? { error } : { error, componentFile };
    }
  });
  parentPort?.postMessage(
    outcomes,
    outcomes.flatMap((outcome) =>
      'html' in outcome ? [outcome.html.buffer, ...(outcome.searchable ? [outcome.searchable.buffer] : [])] : [],
    ),
  );
});

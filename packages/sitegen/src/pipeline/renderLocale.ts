import type { Logger } from '../logger/Logger.js';
import { runStage } from '../logger/runStage.js';
import { type RenderedFile, renderPages, renderWorkersFor } from '../render/renderSite.js';
import type { Route } from '../routes/types.js';
import { type SearchIndexBuilder, startSearchIndex } from '../search/cachedSearchIndex.js';
import { indexWhileRendering } from '../search/indexWhileRendering.js';
import { searchPageOf } from '../search/searchPagesOf.js';
import type { OutputFile } from '../write/writeSite.js';
import { inFolder, type LocalePart } from './localeParts.js';

export interface RenderLocaleParams {
  logger: Logger;
  /** worker threads asked for (BuildParams.workers) */
  workers: number | undefined;
  /** writes a page into the new output folder */
  write: (file: OutputFile) => Promise<void>;
  /** told each path as it is written */
  written: (path: string) => void;
  /** told the index being fed (undefined once it is finished): a failed build drops it */
  feeding: (index: SearchIndexBuilder | undefined) => void;
  /** told when the locale's last page is rendered */
  rendered: () => void;
}

/**
 * The page stages of one locale (PAGE_STAGES): each page rendered, written as it comes back,
 * and handed to search meanwhile; returns the locale's search index files, placed under its
 * folder. Each locale's index is its own (its folder's pagefind/).
 */
export async function renderLocale({ folder, prepared }: LocalePart, params: RenderLocaleParams): Promise<OutputFile[]> {
  const { config, pages } = prepared;
  const { logger } = params;
  // chosen by the idle cores before the writes keep them busy
  const renderWorkers = await renderWorkersFor(pages, params.workers);
  const index = config.search === false ? undefined : await startSearchIndex(config.cacheDir);
  if (index !== undefined) indexWhileRendering(index, renderWorkers);
  params.feeding(index);
  const addPage = async (route: Route, file: RenderedFile): Promise<void> => {
    const { searchable, ...page } = file;
    const searchPage = index === undefined ? undefined : searchPageOf(route, file.contents, searchable);
    if (searchPage !== undefined) index?.add(searchPage);
    const placed = { ...page, path: inFolder(folder, file.path) };
    params.written(placed.path);
    await params.write(placed);
  };
  await runStage(
    logger,
    'render',
    () => renderPages(pages, addPage, renderWorkers),
    () => pages.routes.length,
  );
  params.rendered();
  if (index === undefined) return [];
  const indexFiles = await runStage(
    logger,
    'search',
    () => index.finish(),
    (f) => f.length,
  );
  params.feeding(undefined);
  const placed = indexFiles.map((file) => ({ ...file, path: inFolder(folder, file.path), source: 'the search index' }));
  for (const file of placed) params.written(file.path);
  return placed;
}

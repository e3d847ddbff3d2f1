import type { Logger } from '../logger/Logger.js';
import type { SearchIndexBuilder } from '../search/cachedSearchIndex.js';
import type { OutputFolderParams } from '../write/outputFolder.js';
import { type OutputFile, writeSite } from '../write/writeSite.js';
import { inFolder, type LocalePart } from './localeParts.js';
import { postBuildHooksOf } from './postBuildHooks.js';
import { renderLocale } from './renderLocale.js';

/**
 * Writes every locale's prepared files, and its pages as they are rendered (renderLocale), into
 * a new output folder that then replaces the old one, after the plugins' postBuild hooks.
 * Returns every path written.
 */
export async function writeLocales(
  parts: readonly LocalePart[],
  output: OutputFolderParams,
  logger: Logger,
  workers: number | undefined,
): Promise<string[]> {
  const files = parts.flatMap(({ folder, prepared }) => prepared.files.map((file) => ({ ...file, path: inFolder(folder, file.path) })));
  const written = files.map((file) => file.path);
  let rendered = performance.now();
  // the index being fed: dropped if the build fails meanwhile
  let feeding: SearchIndexBuilder | undefined;
  const produce = async (write: (file: OutputFile) => Promise<void>): Promise<OutputFile[]> => {
    const last: OutputFile[] = [];
    for (const part of parts) {
      const indexFiles = await renderLocale(part, {
        logger: part.logger,
        workers,
        write,
        written: (path) => written.push(path),
        feeding: (index) => {
          feeding = index;
        },
        rendered: () => {
          rendered = performance.now();
        },
      });
      // a locale's index is written at once unless it is the last: the last is written with the swap
      if (part === parts[parts.length - 1]) last.push(...indexFiles);
      else await Promise.all(indexFiles.map(write));
    }
    return last;
  };
  try {
    await writeSite(output.outDir, files, {
      ...output,
      beforeSwap: postBuildHooksOf(parts),
      streamed: {
        planned: parts.flatMap(({ folder, prepared }) =>
          prepared.pages.routes.map((route) => ({ path: inFolder(folder, route.outputFile), source: route.source })),
        ),
        produce,
      },
    });
  } catch (error) {
    // Pagefind's process keeps an index it was fed until told to drop it
    await feeding?.discard().catch(() => undefined);
    throw error;
  }
  // what writing adds once the last page is rendered: the files still in flight, the search index, the swap
  logger.stage('write', { count: written.length, ms: performance.now() - rendered });
  return written;
}

import type { ApiReference } from '../api/types.js';
import type { MarkdownResult } from '../markdown/types.js';
import type { OutputFile } from '../write/writeSite.js';

/** The images the pages show from beside their Markdown, each written once however many pages show it. */
export function copiedImages(results: MarkdownResult[], api: ApiReference | undefined): OutputFile[] {
  const byPath = new Map<string, OutputFile>();
  for (const image of [...results.flatMap((result) => result.images ?? []), ...(api?.images ?? [])]) {
    // the name holds the content's hash: one path, one content
    if (!byPath.has(image.path)) byPath.set(image.path, { path: image.path, copyFrom: image.from, source: `the image ${image.from}` });
  }
  return [...byPath.values()];
}

import { readFile, writeFile } from 'node:fs/promises';
import type { Logger } from '../logger/Logger.js';
import { createDevBuilder } from './createDevBuilder.js';

export interface MeasureRebuildParams {
  configFile: string;
  /** absolute path of the guide to edit; it is restored afterwards */
  guide: string;
  /** at least 10 for a stable median */
  edits: number;
  logger: Logger;
}

export interface RebuildTimes {
  /** the first, full build */
  initialMs: number;
  /** one per edit, in order */
  samplesMs: number[];
  medianMs: number;
}

/**
 * The dev rebuild after editing one guide, as `sitegen dev` runs it (the builder with its
 * caches, in this process): a full build first, then `edits` edits of the guide, each
 * followed by a rebuild of the site in memory. For the benchmark; never asserted in tests.
 */
export async function measureRebuild(params: MeasureRebuildParams): Promise<RebuildTimes> {
  const builder = createDevBuilder({ configFile: params.configFile, logger: params.logger });
  const original = await readFile(params.guide, 'utf8');
  try {
    let started = performance.now();
    await (await builder.build({ files: [], full: true })).searchIndex();
    const initialMs = performance.now() - started;
    const samplesMs: number[] = [];
    for (let edit = 1; edit <= params.edits; edit++) {
      await writeFile(params.guide, `${original}\n\nEdit number ${edit} of this guide.\n`);
      started = performance.now();
      const result = await builder.build({ files: [params.guide], full: false });
      samplesMs.push(performance.now() - started);
      // as in `sitegen dev`, the search index follows the reload; it must not overlap the next edit
      await result.searchIndex();
    }
    return { initialMs, samplesMs, medianMs: median(samplesMs) };
  } finally {
    await writeFile(params.guide, original);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

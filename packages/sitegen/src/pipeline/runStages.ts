import type { DocsVersion } from '../versions/types.js';
import type { Stage, StageContext } from './stage.js';

/**
 * Runs the stages in their order, each on the outputs of those before it, and returns the
 * state they made. Each stage is timed and logged (unless quiet) when it runs, and kept by
 * its cache policy: a kept result is reused without running or logging it. A background
 * stage is started and awaited only where its output is read.
 */
export async function runStages<S extends { versions: readonly DocsVersion[] }>(
  stages: readonly Stage<S>[],
  initial: Partial<S>,
  context: StageContext,
): Promise<S> {
  const state = new Map<keyof S, Promise<unknown>>(
    Object.entries(initial).map(([name, value]) => [name as keyof S, Promise.resolve(value)]),
  );
  const read = async (names: readonly (keyof S)[]): Promise<Record<keyof S, unknown>> => {
    const values = await Promise.all(
      names.map((name) => {
        const value = state.get(name);
        if (value === undefined) throw new Error(`a stage reads '${String(name)}', which no stage before it makes`);
        return value;
      }),
    );
    return Object.fromEntries(names.map((name, index) => [name, values[index]])) as Record<keyof S, unknown>;
  };
  for (const stage of stages) {
    const output = read(stage.inputs).then((input) => runOne(stage, input as never, context, state));
    state.set(stage.output, output);
    // awaited with the stage that reads it; a failure meanwhile is not an unhandled one
    if (stage.background) output.catch(() => undefined);
    else await output;
  }
  const names = [...state.keys()];
  return (await read(names)) as S;
}

async function runOne<S>(stage: Stage<S>, input: never, context: StageContext, state: Map<keyof S, Promise<unknown>>): Promise<unknown> {
  if (stage.when !== undefined && !stage.when(input)) return stage.otherwise?.(input);
  if (stage.scope !== 'version') return kept(stage, input, context, undefined, 0);
  const versions = (await state.get('versions' as keyof S)) as readonly DocsVersion[];
  return Promise.all(versions.map((version, index) => kept(stage, input, context, version, index)));
}

/** The stage's result for one version (or the site), from the cache where its policy keeps it. */
function kept<S>(stage: Stage<S>, input: never, context: StageContext, version: DocsVersion | undefined, index: number): Promise<unknown> {
  const run = (): Promise<unknown> => timed(stage, input, context, version, index);
  const { cache } = stage;
  if (cache.kind !== 'memo') return run();
  const key = cache.key(input, version as DocsVersion, index);
  if (key === undefined) return Promise.resolve(undefined);
  // the current docs keep the names a site without versions has, so its `sitegen dev` caches stay as they were
  const name = version === undefined || version.isCurrent ? stage.name : `${stage.name}:${version.name}`;
  return context.cache.memo(name, key, run);
}

async function timed<S>(
  stage: Stage<S>,
  input: never,
  context: StageContext,
  version: DocsVersion | undefined,
  index: number,
): Promise<unknown> {
  const start = performance.now();
  const output = await stage.run(input, context, version as DocsVersion, index);
  if (!stage.quiet) context.logger.stage(stage.name, { count: stage.count?.(output as never), ms: performance.now() - start });
  return output;
}

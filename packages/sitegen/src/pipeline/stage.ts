/**
 * A stage of the build as data: its name, what it reads and writes in the build's state,
 * how its result is kept between builds, and the function that makes it. The list of
 * stages (stages.ts) is the pipeline; runStages runs it. The model is Docusaurus's
 * `buildLocale` and TypeDoc's converter phases: each stage a named step of its own.
 */
import type { BuildCache } from '../cache/BuildCache.js';
import type { Logger } from '../logger/Logger.js';
import type { DocsVersion } from '../versions/types.js';

/**
 * How a stage's result is kept across the builds of one process (`sitegen dev`; a one-off
 * build starts with an empty cache): `keyedBy` says in words what it is keyed by, for the
 * architecture page.
 */
export type CachePolicy<I> =
  /** computed on every build: cheap, or made of results that are kept */
  | { kind: 'none'; keyedBy?: undefined }
  /** the stage keeps caches of its own (per page, on disk) */
  | { kind: 'own'; keyedBy: string }
  /** kept under the stage's name while `key` of its inputs is the same; a key of undefined: nothing to make (undefined) */
  | { kind: 'memo'; keyedBy: string; key: (input: I, version: DocsVersion, index: number) => string | undefined };

/** What a stage's function gets besides its inputs. */
export interface StageContext {
  logger: Logger;
  cache: BuildCache;
}

/** Where a stage's work is done. */
export type StageScope =
  /** once for the whole site */
  | 'site'
  /** once for each docs version: its output lists the versions' results in the versions' order */
  | 'version'
  /** page by page, in worker threads when the site is large enough (the workers run exactly these) */
  | 'page';

/** A stage with its types erased, as the list holds it. */
export interface Stage<S> {
  name: string;
  scope: StageScope;
  inputs: readonly (keyof S)[];
  output: keyof S;
  cache: CachePolicy<never>;
  /** not logged: a step with no work worth a line of its own (its time is in the next one's) */
  quiet: boolean;
  /** started, and awaited only by the stages that read its output: the stages between go on meanwhile */
  background: boolean;
  /** the stage is skipped (its output is `otherwise`'s) unless this holds */
  when?: (input: never) => boolean;
  otherwise?: (input: never) => unknown;
  count?: (output: never) => number;
  run: (input: never, context: StageContext, version: DocsVersion, index: number) => unknown;
}

/** One stage's declaration: T the state, N the names it reads, K the name it writes. */
export interface StageSpec<S, N extends keyof S, K extends keyof S> {
  name: string;
  inputs: readonly N[];
  output: K;
  cache: CachePolicy<Pick<S, N>>;
  scope?: 'site' | 'page';
  quiet?: boolean;
  background?: boolean;
  when?: (input: Pick<S, N>) => boolean;
  otherwise?: (input: Pick<S, N>) => S[K];
  count?: (output: S[K]) => number;
  run: (input: Pick<S, N>, context: StageContext) => S[K] | Promise<S[K]>;
}

/** A stage done once for each docs version: its output is the list of the versions' results. */
export interface VersionStageSpec<S, N extends keyof S, K extends keyof S> {
  name: string;
  inputs: readonly N[];
  output: K;
  cache: CachePolicy<Pick<S, N>>;
  quiet?: boolean;
  count?: (output: ElementOf<S[K]>) => number;
  run: (input: Pick<S, N>, context: StageContext, version: DocsVersion, index: number) => ElementOf<S[K]> | Promise<ElementOf<S[K]>>;
}

type ElementOf<T> = T extends readonly (infer E)[] ? E : never;

/** The typed constructors of the stages of state S. */
export function stagesOf<S>(): {
  stage<N extends keyof S, K extends keyof S>(spec: StageSpec<S, N, K>): Stage<S>;
  eachVersion<N extends keyof S, K extends keyof S>(spec: VersionStageSpec<S, N, K>): Stage<S>;
} {
  return {
    stage: (spec) => ({
      ...spec,
      scope: spec.scope ?? 'site',
      quiet: spec.quiet ?? false,
      background: spec.background ?? false,
    }),
    eachVersion: (spec) => ({ ...spec, scope: 'version', quiet: spec.quiet ?? false, background: false }),
  } as ReturnType<typeof stagesOf<S>>;
}

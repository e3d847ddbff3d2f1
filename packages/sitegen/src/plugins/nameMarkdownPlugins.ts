import type { Pluggable, PluggableList, Plugin, Processor, Transformer } from 'unified';
import type { VFile } from 'vfile';
import { describeThrown } from '../errors/describeThrown.js';
import { thrownAt } from '../errors/thrownAt.js';
import { beginActivity } from '../lifecycle/activities.js';
import { malformedNode } from './malformedNode.js';

/** What a remark or rehype plugin of the site threw, naming the plugin and who listed it. */
export class MarkdownPluginError extends Error {
  /** "the remark plugin remarkX (markdown.remarkPlugins)" */
  readonly label: string;
  /** what it threw, and where: "bad tree (at remarkX (/site/plugins/x.ts:3:9))" */
  readonly reason: string;

  /** `outcome`: what went wrong when the plugin threw nothing ("left a malformed tree: …") */
  constructor(label: string, cause: unknown, outcome?: string) {
    const at = thrownAt(cause);
    const reason = outcome ?? `${describeThrown(cause)}${at === undefined ? '' : ` (${at})`}`;
    super(outcome === undefined ? `${label} threw: ${reason}` : `${label} ${outcome}`, { cause });
    this.name = 'MarkdownPluginError';
    this.label = label;
    this.reason = reason;
  }

  /**
   * A tree the plugin left that is not a tree (a node without a type, `children: null`):
   * named here, at the plugin, rather than as a crash of whichever step walks it next.
   */
  static malformedTree(label: string, problem: string): MarkdownPluginError {
    return new MarkdownPluginError(label, undefined, `left a malformed tree: ${problem}`);
  }
}

/**
 * The list with each plugin wrapped so that what it throws, when it is set up or when it
 * transforms a page, names it: "the remark plugin remarkX of the plugin 'y'". A message it
 * reports through `file.fail` is left as it is (it already names its rule). While it
 * transforms a page it is a running activity, which the watchdog names if it never ends.
 */
export function nameMarkdownPlugins(list: PluggableList, listedBy: string, kind: 'remark' | 'rehype'): PluggableList {
  return list.map((entry, index): Pluggable => {
    const label = (plugin: { name: string }): string =>
      `the ${kind} plugin ${plugin.name === '' ? `#${index + 1}` : plugin.name} (${listedBy})`;
    if (typeof entry === 'function') return named(entry as Attacher, label(entry));
    if (Array.isArray(entry)) {
      const [plugin, ...settings] = entry;
      return typeof plugin === 'function' ? [named(plugin as Attacher, label(plugin)), ...settings] : entry;
    }
    return entry;
  });
}

/** A plugin as unified calls it: with the processor as `this` and the settings listed with it. */
type Attacher = (this: Processor, ...settings: unknown[]) => unknown;
type AnyTransformer = Transformer<never, never>;

function named(plugin: Attacher, label: string): Plugin {
  return function (this: Processor, ...settings: unknown[]) {
    let transformer: unknown;
    try {
      transformer = plugin.apply(this, settings);
    } catch (cause) {
      throw new MarkdownPluginError(label, cause);
    }
    return typeof transformer === 'function' ? namedTransformer(transformer as AnyTransformer, label) : transformer;
  } as Plugin;
}

/** unified tells a transformer that takes a callback by its arity: the wrapper keeps it. */
function namedTransformer(transformer: AnyTransformer, label: string): AnyTransformer {
  const rethrow = (cause: unknown, file: VFile): never => {
    throw file.messages.includes(cause as never) || cause instanceof MarkdownPluginError ? cause : new MarkdownPluginError(label, cause);
  };
  // the tree the plugin leaves: the one it returns, else the one it was given (changed in place)
  const checked = <T>(left: T, given: unknown): T => {
    const problem = malformedNode(left ?? given);
    if (problem !== undefined) throw MarkdownPluginError.malformedTree(label, problem);
    return left;
  };
  const begin = (file: VFile): (() => void) => beginActivity({ kind: 'markdown-plugin', plugin: label, page: file.path ?? 'a page' });
  /** `end`: when the transformer is done; a callback-style one is when it calls `next` */
  const run = (args: Parameters<AnyTransformer>, end: () => void, endsAtNext: boolean): ReturnType<AnyTransformer> => {
    const [tree, file] = args as unknown as [unknown, VFile];
    let endsLater = endsAtNext;
    try {
      const result = (transformer as (...a: unknown[]) => unknown)(...args);
      // unified takes an Error returned as one thrown
      if (result instanceof Error) return rethrow(result, file);
      if (result instanceof Promise) {
        endsLater = true;
        return result.finally(end).then(
          (left: unknown) => checked(left, tree),
          (cause: unknown) => rethrow(cause, file),
        ) as ReturnType<AnyTransformer>;
      }
      return checked(result, tree) as ReturnType<AnyTransformer>;
    } catch (cause) {
      endsLater = false;
      return rethrow(cause, file);
    } finally {
      if (!endsLater) end();
    }
  };
  /** A callback-style transformer's `next`, checking the tree it passes on. */
  const checkedNext =
    (tree: unknown, next: (error?: unknown, ...rest: unknown[]) => void, end: () => void) =>
    (error?: unknown, ...rest: unknown[]): void => {
      end();
      const problem = error === undefined || error === null ? malformedNode(rest[0] ?? tree) : undefined;
      if (problem === undefined) next(error, ...rest);
      else next(MarkdownPluginError.malformedTree(label, problem));
    };
  return (
    transformer.length >= 3
      ? (tree: never, file: VFile, next: never) => {
          const end = begin(file);
          return run([tree, file as never, checkedNext(tree, next, end) as never], end, true);
        }
      : (tree: never, file: VFile) => run([tree, file] as unknown as Parameters<AnyTransformer>, begin(file), false)
  ) as AnyTransformer;
}

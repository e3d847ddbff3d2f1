/**
 * The site's own code that sitegen waits for: a plugin's hook, the config module's
 * top-level code, or a remark or rehype plugin of the site transforming a page. When the
 * CLI has armed the watch (armActivities), each is recorded while it runs, so that the
 * watchdog can name the one still running, a hook whose promise can no longer settle fails
 * the build instead of ending the process silently, and an exit the site's code causes is
 * blamed on it. Unarmed (sitegen used as a library), `watched` only runs the code.
 */
import path from 'node:path';
import { BroadcastChannel, getEnvironmentData, isMainThread, setEnvironmentData, threadId } from 'node:worker_threads';
import type { SitegenError } from '../errors/SitegenError.js';

export type Activity =
  | { kind: 'plugin'; plugin: string; hook: string; configFile: string }
  | { kind: 'config'; configFile: string }
  | MarkdownPluginActivity;

/** `plugin`: "the remark plugin remarkX (markdown.remarkPlugins)" (nameMarkdownPlugins); `page`: its file */
export interface MarkdownPluginActivity {
  kind: 'markdown-plugin';
  plugin: string;
  page: string;
}

/** What `watched` runs: code whose wait fails when nothing is left to settle it. */
export type WatchedActivity = Exclude<Activity, MarkdownPluginActivity>;

/**
 * "plugin 'x' (hook pages())", "the config file sitegen.config.ts to load", "the remark
 * plugin remarkX (markdown.remarkPlugins) on content/docs/intro.md"
 */
export function describeActivity(activity: Activity): string {
  if (activity.kind === 'plugin') return `plugin '${activity.plugin}' (hook ${activity.hook})`;
  if (activity.kind === 'markdown-plugin') return `${activity.plugin} on ${shortPath(activity.page)}`;
  return `the config file ${shortPath(activity.configFile)} to load`;
}

/** What to do when the activity does not end, for the watchdog's first line about it. */
export function activityHint(activity: Activity): string | undefined {
  if (activity.kind !== 'markdown-plugin') return undefined;
  return `if it never ends, stop the build (Ctrl-C) and look in that plugin for a loop that this page's tree does not let end; without the plugin in the config, the page builds`;
}

function shortPath(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/** An activity running now, on this thread or (reported by it) in a worker thread. */
export interface RunningActivity {
  activity: Activity;
  inWorker: boolean;
  /** when it began (Date.now(): the watchdog thread reads it, and threads share no other clock) */
  since: number;
}

interface Entry extends RunningActivity {
  /** fails the caller's wait with the error made for it: the activity can no longer settle (main thread only) */
  abandon?: (errorOf: (activity: WatchedActivity) => SitegenError) => void;
}

type Listener = (running: readonly RunningActivity[]) => void;

/** in the order they began: the first is the one waited for longest */
const running = new Map<string, Entry>();
const listeners: Listener[] = [];
let nextId = 1;
let armed = false;
/** a worker thread's line to the main thread, when the main thread watches */
let toMain: BroadcastChannel | undefined;
/** the keys of this worker thread's activities running now */
const inThisWorker = new Set<string>();

const ENVIRONMENT_KEY = 'sitegen:watch-activities';
const CHANNEL = 'sitegen:activities';

type Report = { type: 'begin'; key: string; activity: Activity; since: number } | { type: 'end'; key: string };

/**
 * Starts recording activities in this process, and those of the worker threads it starts
 * from now on; `listener` hears of each change. For the main thread of the CLI.
 */
export function armActivities(listener: Listener): void {
  listeners.push(listener);
  if (armed) return;
  armed = true;
  setEnvironmentData(ENVIRONMENT_KEY, true);
  const fromWorkers = new BroadcastChannel(CHANNEL);
  fromWorkers.unref();
  fromWorkers.onmessage = (event) => {
    const report = (event as { data: Report }).data;
    if (report.type === 'begin') running.set(report.key, { activity: report.activity, inWorker: true, since: report.since });
    else running.delete(report.key);
    changed();
  };
}

/** The activities running now, longest first. */
export function runningActivities(): readonly RunningActivity[] {
  return [...running.values()];
}

/**
 * Fails each wait for an activity of this thread with the error `errorOf` makes for it: the
 * event loop is empty, so nothing is left that could settle it. Returns how many there were.
 */
export function abandonUnsettled(errorOf: (activity: WatchedActivity) => SitegenError): number {
  let count = 0;
  for (const entry of running.values()) {
    if (entry.abandon === undefined) continue;
    entry.abandon(errorOf);
    count += 1;
  }
  return count;
}

/** Runs the site's code, recorded as `activity` while it runs (see the module's comment). */
export async function watched<T>(activity: WatchedActivity, run: () => T | Promise<T>): Promise<T> {
  if (!isWatching()) return run();
  let abandon: Entry['abandon'];
  const abandoned = new Promise<never>((_, reject) => {
    abandon = (errorOf) => reject(errorOf(activity));
  });
  const end = begin(activity, abandon);
  try {
    return await Promise.race([run(), abandoned]);
  } finally {
    end();
  }
}

/**
 * Records `activity` from now until the function it returns is called (again, a call does
 * nothing): for the site's code that may run synchronously, as a remark plugin's
 * transformer does, which `watched` would make asynchronous. Its wait is never abandoned.
 */
export function beginActivity(activity: Activity): () => void {
  if (!isWatching()) return () => undefined;
  let end: (() => void) | undefined = begin(activity, undefined);
  return () => {
    end?.();
    end = undefined;
  };
}

function isWatching(): boolean {
  return isMainThread ? armed : getEnvironmentData(ENVIRONMENT_KEY) === true;
}

function begin(activity: Activity, abandon: Entry['abandon']): () => void {
  const key = `${threadId}:${nextId++}`;
  if (!isMainThread) return beginInWorker(key, activity);
  running.set(key, { activity, inWorker: false, since: Date.now(), abandon });
  changed();
  return () => {
    running.delete(key);
    changed();
  };
}

/** A worker thread tells the main thread, which watches for it (its own loop may be the one blocked). */
function beginInWorker(key: string, activity: Activity): () => void {
  if (toMain === undefined) {
    const channel = new BroadcastChannel(CHANNEL);
    channel.unref();
    // a thread that exits mid-hook (a plugin's process.exit() ends only its thread) ends its activities too
    process.on('exit', () => {
      for (const running of inThisWorker) channel.postMessage({ type: 'end', key: running } satisfies Report);
    });
    toMain = channel;
  }
  const channel = toMain;
  inThisWorker.add(key);
  channel.postMessage({ type: 'begin', key, activity, since: Date.now() } satisfies Report);
  return () => {
    inThisWorker.delete(key);
    channel.postMessage({ type: 'end', key } satisfies Report);
  };
}

function changed(): void {
  const now = runningActivities();
  for (const listener of listeners) listener(now);
}

/**
 * The site's own code that sitegen waits for: a plugin's hook, or the config module's
 * top-level code. When the CLI has armed the watch (armActivities), each is recorded while
 * it runs, so that the watchdog can name the one still running, a hook whose promise can
 * no longer settle fails the build instead of ending the process silently, and an exit
 * the site's code causes is blamed on it. Unarmed (sitegen used as a library), `watched`
 * only runs the code.
 */
import path from 'node:path';
import { BroadcastChannel, getEnvironmentData, isMainThread, setEnvironmentData, threadId } from 'node:worker_threads';
import type { SitegenError } from '../errors/SitegenError.js';

export type Activity = { kind: 'plugin'; plugin: string; hook: string; configFile: string } | { kind: 'config'; configFile: string };

/** "plugin 'x' (hook pages())", "the config file sitegen.config.ts to load" */
export function describeActivity(activity: Activity): string {
  if (activity.kind === 'plugin') return `plugin '${activity.plugin}' (hook ${activity.hook})`;
  return `the config file ${path.relative(process.cwd(), activity.configFile) || activity.configFile} to load`;
}

/** An activity running now, on this thread or (reported by it) in a worker thread. */
export interface RunningActivity {
  activity: Activity;
  inWorker: boolean;
  /** when it began (Date.now(): the watchdog thread reads it, and threads share no other clock) */
  since: number;
}

interface Entry extends RunningActivity {
  /** fails the caller's wait: the activity can no longer settle (main thread only) */
  abandon?: (error: SitegenError) => void;
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
export function abandonUnsettled(errorOf: (activity: Activity) => SitegenError): number {
  let count = 0;
  for (const entry of running.values()) {
    if (entry.abandon === undefined) continue;
    entry.abandon(errorOf(entry.activity));
    count += 1;
  }
  return count;
}

/** Runs the site's code, recorded as `activity` while it runs (see the module's comment). */
export async function watched<T>(activity: Activity, run: () => T | Promise<T>): Promise<T> {
  if (isMainThread ? !armed : getEnvironmentData(ENVIRONMENT_KEY) !== true) return run();
  const key = `${threadId}:${nextId++}`;
  if (!isMainThread) return inWorker(key, activity, run);
  let abandon: ((error: SitegenError) => void) | undefined;
  const abandoned = new Promise<never>((_, reject) => {
    abandon = reject;
  });
  running.set(key, { activity, inWorker: false, since: Date.now(), abandon });
  changed();
  try {
    return await Promise.race([run(), abandoned]);
  } finally {
    running.delete(key);
    changed();
  }
}

/** A worker thread tells the main thread, which watches for it (its own loop may be the one blocked). */
async function inWorker<T>(key: string, activity: Activity, run: () => T | Promise<T>): Promise<T> {
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
  try {
    return await run();
  } finally {
    inThisWorker.delete(key);
    channel.postMessage({ type: 'end', key } satisfies Report);
  }
}

function changed(): void {
  const now = runningActivities();
  for (const listener of listeners) listener(now);
}

import path from 'node:path';
import { watch } from 'chokidar';

/** What a batch of changes asks for, from the cheapest to the dearest rebuild. */
export type ChangeKind = 'content' | 'config' | 'theme';

export interface ChangeBatch {
  kind: ChangeKind;
  /** absolute paths, in the order they changed, without repeats */
  files: string[];
}

export interface WatchSiteParams {
  /** folders and files whose changes are content changes (content/, static/) */
  contentPaths: string[];
  configFile: string;
  /** the theme package folder: a change there needs a fresh module graph; none before the first build names it */
  themeDir?: string;
  /** quiet time before a batch is reported, so one save (or a git checkout) is one rebuild */
  debounceMs: number;
  onChange(batch: ChangeBatch): void;
}

const RANK: Readonly<Record<ChangeKind, number>> = { content: 0, config: 1, theme: 2 };

export interface SiteWatcher {
  /**
   * Stops watching. A batch still in its quiet time is reported, not lost: the dev server
   * replaces its watcher when the watched files change, and a save made meanwhile must rebuild.
   */
  close(): Promise<void>;
}

/** Watches the site and reports debounced batches of changes; resolves once the watcher is ready. */
export async function watchSite(params: WatchSiteParams): Promise<SiteWatcher> {
  const themeDir = params.themeDir === undefined ? undefined : path.resolve(params.themeDir);
  const configFile = path.resolve(params.configFile);
  const kindOf = (file: string): ChangeKind =>
    file === configFile ? 'config' : themeDir !== undefined && isInside(file, themeDir) ? 'theme' : 'content';
  const watcher = watch([...params.contentPaths, configFile, ...(themeDir === undefined ? [] : [themeDir])], {
    ignoreInitial: true,
    ignored: (file) => isIgnored(file),
  });
  let pending: ChangeBatch | undefined;
  let timer: NodeJS.Timeout | undefined;
  const report = (): void => {
    clearTimeout(timer);
    const batch = pending;
    pending = undefined;
    if (batch !== undefined) params.onChange(batch);
  };
  watcher.on('all', (_event, file) => {
    const absolute = path.resolve(file);
    const kind = kindOf(absolute);
    pending = pending === undefined ? { kind, files: [] } : pending;
    if (RANK[kind] > RANK[pending.kind]) pending.kind = kind;
    if (!pending.files.includes(absolute)) pending.files.push(absolute);
    clearTimeout(timer);
    timer = setTimeout(report, params.debounceMs);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    close: async () => {
      await watcher.close();
      report();
    },
  };
}

/**
 * Dependencies, VCS data, editor swap files, build metadata, and the temporary modules
 * sitegen itself writes beside the config and React pages while loading them (watching
 * those would make every build trigger the next).
 */
function isIgnored(file: string): boolean {
  const base = path.basename(file);
  if (base === 'node_modules' || base === '.git' || base.endsWith('.tsbuildinfo')) return true;
  if (base.endsWith('~') || base.endsWith('.swp') || base.startsWith('.#')) return true;
  return /^\.sitegen[.-]/.test(base);
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

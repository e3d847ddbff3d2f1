import type { ApiModel } from '../api/model.js';
import { diffApiModels } from './diffApiModels.js';
import type { ApiChangeRule } from './rules.js';
import type { ApiDifference } from './types.js';

/** A docs version's API, as the history reads it: its name, the label readers see, its model (none: no API reference). */
export interface VersionedApi {
  name: string;
  label: string;
  model: ApiModel | undefined;
}

/** One "Changed in" of a symbol: the version's label and the difference, with its old and new written forms. */
export interface ApiChangeMark {
  version: string;
  difference: ApiDifference;
}

/** What a symbol's page shows of its history, as of one version: each field the label of a version. */
export interface ApiMarks {
  added?: string;
  changed: ApiChangeMark[];
  deprecated?: string;
}

/** The history of a site's API over its docs versions, each list in the versions' order (newest first, as versions.json). */
export interface ApiHistory {
  /** by version: each symbol path's marks as of that version ('Widget', 'Widget.spin') */
  marks: Map<string, ApiMarks>[];
  /** by version: its differences from the version before it; none for the oldest or a version without an API */
  changes: (ApiDifference[] | undefined)[];
  /** by version: the label of the version its changes are from */
  previous: (string | undefined)[];
}

/** An added member or export is the symbol's "Added in"; an added overload changes the member it is on. */
const ADDED_RULES: ReadonlySet<ApiChangeRule> = new Set(['export-added', 'member-added', 'required-member-added']);

function marked(marks: Map<string, ApiMarks>, difference: ApiDifference, version: string): void {
  const { path, change, rule } = difference;
  if (change === 'removed') {
    // a name removed and added again later is "Added in" that later version
    for (const key of [...marks.keys()]) if (key === path || key.startsWith(`${path}.`)) marks.delete(key);
    return;
  }
  const mark = marks.get(path) ?? { changed: [] };
  if (ADDED_RULES.has(rule)) mark.added = version;
  else if (change === 'deprecated') mark.deprecated = version;
  else mark.changed = [...mark.changed, { version, difference }];
  marks.set(path, mark);
}

/**
 * Every docs version's differences from the one before it (diffApiModels over each pair of
 * neighbours, oldest to newest), and what each symbol's page shows as of each version:
 * the version it was added in (none for what the oldest version has), changed in, and
 * deprecated in. `versions`: newest first, as the build lists them.
 */
export function apiHistoryOf(versions: readonly VersionedApi[]): ApiHistory {
  const count = versions.length;
  const marks: Map<string, ApiMarks>[] = new Array(count);
  const changes: (ApiDifference[] | undefined)[] = new Array(count).fill(undefined);
  let running = new Map<string, ApiMarks>();
  const previousLabels: (string | undefined)[] = new Array(count).fill(undefined);
  let previous: { model: ApiModel; label: string } | undefined;
  for (let index = count - 1; index >= 0; index--) {
    const { model, label } = versions[index] as VersionedApi;
    if (model !== undefined && previous !== undefined) {
      const differences = diffApiModels(previous.model, model);
      changes[index] = differences;
      previousLabels[index] = previous.label;
      running = new Map([...running].map(([path, mark]) => [path, { ...mark }]));
      for (const difference of differences) marked(running, difference, label);
    }
    marks[index] = running;
    if (model !== undefined) previous = { model, label };
  }
  return { marks, changes, previous: previousLabels };
}

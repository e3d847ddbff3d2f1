/** The errors of a build that the site's code stops, or a signal ends (see the lifecycle modules). */
import { SitegenError } from '../errors/SitegenError.js';
import { type Activity, describeActivity, type MarkdownPluginActivity, type WatchedActivity } from './activities.js';

/** The event loop emptied while `activity` was awaited: nothing is left that could settle it. */
export function neverSettledError(activity: WatchedActivity): SitegenError {
  if (activity.kind === 'config') {
    return new SitegenError({
      code: 'config/never-settled',
      message: 'the config file never finished loading: its top-level code awaits a promise that nothing is left to settle',
      hint: 'Look for an `await` at the top level of the config file, or of a module it imports, on a promise that is never resolved or rejected.',
      location: { file: activity.configFile },
    });
  }
  return new SitegenError({
    code: 'plugin/never-settled',
    message: `the plugin '${activity.plugin}' never settled in ${activity.hook}: it returned a promise that nothing is left to resolve or reject`,
    hint: 'The hook must resolve or reject its promise (look for a `new Promise` whose resolve is never called, or an event that never comes); or remove the plugin from `plugins`.',
    location: { file: activity.configFile },
  });
}

/**
 * The event loop emptied during a build with no hook or config awaited: a promise deeper
 * down never settled, the one of `markdownPlugin` when one was running.
 */
export function stalledError(markdownPlugin?: MarkdownPluginActivity): SitegenError {
  if (markdownPlugin !== undefined) {
    return new SitegenError({
      code: 'build/never-settled',
      message: `the build stopped before it finished: ${describeActivity(markdownPlugin)} returned a promise that nothing is left to settle`,
      hint: 'The plugin must resolve or reject its promise, or call its `next` (look for a `new Promise` whose resolve is never called); or remove it from the config. The previous output was left as it was.',
      location: { file: markdownPlugin.page },
    });
  }
  return new SitegenError({
    code: 'build/never-settled',
    message: 'the build stopped before it finished: it waits for a promise that nothing is left to settle',
    hint: 'A remark or rehype plugin, or a callback of a plugin or of the config, returned a promise that is never resolved: remove the plugins one at a time to find it. The previous output was left as it was.',
  });
}

/** `process.exit(code)` called during a command: by `activity` when one ran, else from `at` (a stack frame) when known. */
export function exitedError(code: number, activity: Activity | undefined, at: string | undefined): SitegenError {
  const call = `process.exit(${code})`;
  const where = at === undefined ? '' : ` (${at})`;
  const who =
    activity === undefined
      ? `code that is not sitegen's called ${call}${where} while no plugin hook and no config was running: a Markdown plugin, or a callback a plugin or the config left behind?`
      : activity.kind === 'plugin'
        ? `the plugin '${activity.plugin}' called ${call} in ${activity.hook}${where}`
        : activity.kind === 'markdown-plugin'
          ? `${describeActivity(activity)} called ${call}${where}`
          : `the config file called ${call} while it loaded${where}`;
  return new SitegenError({
    code: 'build/exited',
    message: `the command was stopped before it finished: ${who}`,
    hint: 'A plugin or a config must not end the process: throw an Error to fail the build. Nothing half-written was swapped in: the output folder holds the last complete build.',
    ...(activity === undefined ? {} : { location: { file: activity.kind === 'markdown-plugin' ? activity.page : activity.configFile } }),
  });
}

/** The build was stopped by a signal; nothing half-written is left (see exitOnSignals). */
export function interruptedError(signal: NodeJS.Signals): SitegenError {
  return new SitegenError({
    code: 'build/interrupted',
    message: `the build was stopped by ${signal}: its temporary folder was removed`,
    hint: 'The output folder holds the last complete build; build again to replace it.',
  });
}

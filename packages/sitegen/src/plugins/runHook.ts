import { SitegenError, isSitegenError } from '../errors/SitegenError.js';
import { describeThrown } from '../errors/describeThrown.js';
import { thrownAt } from '../errors/thrownAt.js';
import { watched } from '../lifecycle/activities.js';

/**
 * Runs one of a plugin's hooks; what it throws becomes an error naming the plugin, the hook
 * and where the plugin's code threw (a SitegenError it throws is its own, and kept).
 */
export async function runHook<T>(plugin: string, hook: string, configFile: string, run: () => T | Promise<T>): Promise<T> {
  try {
    // watched: the watchdog names it while it runs, and a promise of its that can never settle fails the build
    return await watched({ kind: 'plugin', plugin, hook, configFile }, run);
  } catch (cause) {
    if (isSitegenError(cause)) throw cause;
    const at = thrownAt(cause);
    throw new SitegenError({
      code: 'plugin/failed',
      message: `the plugin '${plugin}' failed in ${hook}: ${describeThrown(cause)}${at === undefined ? '' : ` (${at})`}`,
      hint: 'The error is in the plugin: fix it, or remove the plugin from `plugins` in the config.',
      location: { file: configFile },
      cause,
    });
  }
}

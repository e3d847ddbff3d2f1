import { runHook } from '../plugins/runHook.js';
import { inFolder, type LocalePart } from './localeParts.js';

/**
 * Each plugin's postBuild hook, in plugin order, once for the whole site (every locale's pages
 * written): on the new output folder before it replaces the old one, with every locale's routes.
 * A hook that fails leaves the old folder in place.
 */
export function postBuildHooksOf(parts: readonly LocalePart[]): ((output: string) => Promise<void>) | undefined {
  // the default locale's plugins (each locale's build starts its own): one call per plugin, not per locale
  const main = parts.find((part) => part.folder === '') ?? parts[0];
  const plugins = main?.prepared.plugins.plugins.filter((plugin) => plugin.postBuild !== undefined) ?? [];
  if (main === undefined || plugins.length === 0) return undefined;
  const routes = parts.flatMap(({ folder, prepared }) =>
    prepared.pages.routes.map((route) => ({ path: route.page.href, file: inFolder(folder, route.outputFile), title: route.page.title })),
  );
  return async (output) => {
    for (const plugin of plugins) {
      await runHook(plugin.name, 'postBuild()', main.prepared.config.configFile, () => plugin.postBuild?.({ outDir: output, routes }));
    }
  };
}

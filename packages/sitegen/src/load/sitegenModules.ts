import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

const require = createRequire(import.meta.url);

/**
 * `@sitegen/core` (and `/view`), React and react-dom, imported by a site's modules (its
 * config, plugins and React pages), resolve to the copies of the sitegen that runs them: a
 * site loads wherever sitegen is installed (globally, or in a parent folder), and its pages
 * share the React that renders them.
 */
export const sitegenModules: Plugin = {
  name: 'sitegen-modules',
  setup(build) {
    build.onResolve({ filter: /^(@sitegen\/core(\/view)?|react|react-dom)(\/.*)?$/ }, (args) => ({
      path: pathToFileURL(require.resolve(args.path)).href,
      external: true,
    }));
  },
};

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/**
 * A component a site replaces renders inside the theme's React tree, so `react`, `react-dom`
 * and the theme's own package (`@sitegen/theme/components`, to wrap an original) resolve
 * from the theme's folder, to the very modules the theme runs with: one React, one context
 * of overrides, whatever the site installed beside it. What does not resolve from there
 * (a theme without React) is left to esbuild.
 */
export function themeModules(packageDir: string): Plugin {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const names = ['react', 'react-dom', ...packageNameOf(packageDir)];
  const filter = new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(/.*)?$`);
  return {
    name: 'sitegen-theme-modules',
    setup(build) {
      build.onResolve({ filter }, (args) => {
        try {
          return { path: pathToFileURL(require.resolve(args.path)).href, external: true };
        } catch {
          return undefined;
        }
      });
    },
  };
}

function packageNameOf(packageDir: string): string[] {
  try {
    const { name } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name?: unknown };
    return typeof name === 'string' ? [name] : [];
  } catch {
    // a theme that is a module of the site's own, not a package
    return [];
  }
}

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/;
const REAL = '?sitegen-client';

/** The island name of a site's client component: stable per file, so the bundle's cache holds. */
function clientIslandName(file: string): string {
  return `mdx-${createHash('sha256').update(file).digest('hex').slice(0, 10)}`;
}

/**
 * A module of the site that starts with `'use client'` is, in an MDX page's bundle, its
 * default export wrapped as an island (the theme's `clientIsland`): rendered on the server,
 * hydrated in the browser. Each one found is added to `found` (island name → file).
 */
export function clientComponents(found: Map<string, string>): Plugin {
  return {
    name: 'sitegen-client-components',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules') || args.suffix === REAL) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!USE_CLIENT.test(source)) return undefined;
        const name = clientIslandName(args.path);
        found.set(name, args.path);
        return {
          contents: [
            `import Component from ${JSON.stringify(`./${path.basename(args.path)}${REAL}`)};`,
            `import { clientIsland } from '@sitegen/theme/mdx';`,
            `export default clientIsland(${JSON.stringify(name)}, Component);`,
          ].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

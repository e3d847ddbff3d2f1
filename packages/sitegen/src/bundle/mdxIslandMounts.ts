import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MarkdownResult } from '../markdown/types.js';

/**
 * The browser modules of the MDX pages' `'use client'` components: for each, a module whose
 * default export hydrates the component on its island (an IslandMount), written under the
 * cache folder for the client bundle, which loads each only on a page that has it. A module
 * is rewritten only when it changes, so the bundle's cache holds.
 */
export async function mdxIslandMounts(results: Iterable<MarkdownResult>, cacheDir: string): Promise<Record<string, string>> {
  const islands = new Map<string, string>();
  for (const result of results) for (const [name, file] of Object.entries(result.islands ?? {})) islands.set(name, file);
  if (islands.size === 0) return {};
  const dir = path.join(cacheDir, 'mdx-islands');
  await mkdir(dir, { recursive: true });
  const mounts = await Promise.all(
    [...islands].sort().map(async ([name, file]) => {
      const mount = path.join(dir, `${name}.js`);
      const code = [
        `import Component from ${JSON.stringify(file)};`,
        `import { createElement } from 'react';`,
        `import { hydrateRoot } from 'react-dom/client';`,
        'export default function mount(element, props) {',
        '  hydrateRoot(element, createElement(Component, props));',
        '}',
        '',
      ].join('\n');
      const written = await readFile(mount, 'utf8').catch(() => undefined);
      if (written !== code) await writeFile(mount, code);
      return [name, mount] as const;
    }),
  );
  return Object.fromEntries(mounts);
}

import type { UserConfig } from '../../config/types.js';
import { type NotMapped, notMappedSection } from '../migrationFiles.js';

/** sitegen.config.ts as written by the migration: the mapped config, typed, with where it came from. */
export function sitegenConfigSource(config: UserConfig, from: string): string {
  return `import type { UserConfig } from '@sitegen/core';

// Written by \`sitegen migrate vitepress\` from ${from}; what it could not map is listed in MIGRATION.md.
const config: UserConfig = ${JSON.stringify(config, null, 2)};

export default config;
`;
}

/** What a page uses that only Vue renders: the page check reports each use at its line too. */
export interface VueUse {
  file: string;
  uses: string[];
}

/** MIGRATION.md: what was mapped, what was not and what to do, and the pages that use Vue. */
export function migrationNotes(params: {
  from: string;
  notMapped: readonly NotMapped[];
  vue: readonly VueUse[];
  pages: number;
  /** how many old `.html` addresses got a redirect (`cleanUrls: false`) */
  htmlRedirects: number;
}): string {
  const lines = [
    '# Migrating from VitePress',
    '',
    `\`sitegen migrate vitepress\` read ${params.from} and wrote sitegen.config.ts; the VitePress files are as they were.`,
    `sitegen builds the ${params.pages} Markdown pages where VitePress serves them (the \`vitepress\` key of the config).`,
    ...(params.htmlRedirects === 0
      ? []
      : [
          `Their URLs have no \`.html\`: the ${params.htmlRedirects} old addresses such as \`/guide/setup.html\` (VitePress's \`cleanUrls: false\`) are redirects to them (the \`redirects\` key).`,
        ]),
    '',
    'Next: `sitegen build --strict` lists every link, snippet or piece of markup that does not carry over, at its file and line.',
    '',
    ...notMappedSection(params.notMapped, 'what to do'),
    '',
    '## Pages that use Vue',
    '',
  ];
  if (params.vue.length === 0) lines.push('None: no page has `<script setup>`, `{{ }}` or a Vue component.');
  else {
    lines.push(
      'sitegen does not run Vue: a `<script setup>` or `<style>` block is left out with a warning, and `{{ }}` and components are reported where they stand. Write the value itself, or name the page `.mdx` and use a React component (see "Migrating from VitePress" in the sitegen docs).',
      '',
      '| page | uses |',
      '|---|---|',
    );
    for (const { file, uses } of params.vue) lines.push(`| ${file} | ${uses.join(', ')} |`);
  }
  return `${lines.join('\n')}\n`;
}

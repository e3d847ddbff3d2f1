import { type NotMapped, notMappedSection } from '../migrationFiles.js';
import type { DocusaurusMapping } from './mapDocusaurusConfig.js';

/** What the migration found in the site's folder besides the config. */
export interface SiteFacts {
  /** the config file read, relative to the site */
  from: string;
  /** Markdown and MDX pages under the docs folder (partials, `_*`, not counted) */
  pages: number;
  /** versions.json's names */
  versions: string[];
  /** the locales with an i18n/<locale>/ folder */
  translatedLocales: string[];
  hasStatic: boolean;
  /** the docs lie in the site's own folder (contentDir '.'): the output must go elsewhere */
  contentIsSite: boolean;
}

const CODE_MARK = '"__sitegen_code__:';

/** A Code value ({ code: 'sidebars' }) as a marked string, written unquoted below. */
function codeAsMarked(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || !('code' in value) || Object.keys(value).length !== 1) return value;
  return `__sitegen_code__:${String((value as { code: unknown }).code)}`;
}

/** sitegen.config.ts: the mapped config, typed, and each key left behind as a comment with its reason. */
export function sitegenConfigSource(mapping: DocusaurusMapping, from: string): string {
  const json = JSON.stringify(mapping.config, codeAsMarked, 2);
  const body = json.replace(new RegExp(`${CODE_MARK}([^"]*)"`, 'g'), '$1');
  const left = mapping.notMapped.map(({ key, why }) => `  // ${key}: not mapped, ${why}`);
  return [
    "import type { UserConfig } from '@sitegen/core';",
    ...mapping.imports,
    '',
    `// Written by \`sitegen migrate docusaurus\` from ${from}; MIGRATION.md lists what it could not map and why.`,
    `const config: UserConfig = ${body.replace(/\n\}$/, left.length === 0 ? '\n}' : `,\n  // Docusaurus-only settings, left out:\n${left.join('\n')}\n}`)};`,
    '',
    'export default config;',
    '',
  ].join('\n');
}

/** MIGRATION.md: what was read, what was not mapped and why, and what to check next. */
export function migrationNotes(notMapped: readonly NotMapped[], facts: SiteFacts): string {
  const lines = [
    '# Migrating from Docusaurus',
    '',
    `\`sitegen migrate docusaurus\` read ${facts.from} and wrote sitegen.config.ts; the Docusaurus files are as they were.`,
    '',
    `- ${facts.pages} Markdown and MDX pages in the docs folder, read as MDX (\`markdown.format: 'mdx'\`, Docusaurus 3's default).`,
    `- Versions: ${facts.versions.length === 0 ? 'none (no versions.json)' : `${facts.versions.join(', ')} (versions.json and versioned_docs/, read as they are)`}.`,
    `- Translations: ${facts.translatedLocales.length === 0 ? 'none (no i18n/<locale>/ folder)' : `${facts.translatedLocales.join(', ')} (their docs in i18n/<locale>/, read as they are; not their code.json, the theme's words: write them with \`sitegen write-translations --locale <locale>\`, nor the docs' current.json: the sidebar's category labels stay untranslated)`}.`,
    `- Static files: ${facts.hasStatic ? 'static/, served at the base path' : 'no static/ folder'}.`,
    '',
    'Next: `sitegen build --strict-links` names every link, import or piece of markup that does not carry over, at its file and line.',
    ...(facts.contentIsSite
      ? [
          '',
          "The docs are in this folder (`contentDir: '.'`), so sitegen writes the site outside it: `sitegen build --out-dir ../build` (or `outDir` in the config); a build/ inside would be read as content.",
        ]
      : []),
    '',
    ...notMappedSection(notMapped, 'why, and what to do'),
  ];
  return `${lines.join('\n')}\n`;
}

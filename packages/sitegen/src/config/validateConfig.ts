import type { z } from 'zod';
import { SitegenError } from '../errors/SitegenError.js';
import { likelyMisspelling, typoDistance } from '../errors/suggestClosest.js';
import { schemaKeysAt } from './schemaKeysAt.js';
import type { UserConfig } from './types.js';
import { userConfigSchema } from './userConfigSchema.js';

/** `navbar.items[2].position` from zod's `['navbar', 'items', 2, 'position']`. */
export function formatKeyPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? '(root)' : text;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the key is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options)
        ? `one of ${issue.options.map((v: unknown) => JSON.stringify(v)).join(', ')}`
        : 'one of the allowed shapes';
    case 'too_small':
      return issue.origin === 'array' ? `at least ${String(issue.minimum)} item(s)` : `at least ${String(issue.minimum)}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

/** Top-level keys of a Docusaurus config, with where their settings go in sitegen's. */
const DOCUSAURUS_KEYS: Readonly<Record<string, string>> = {
  themeConfig: 'navbar, footer, colorMode, announcementBar and tableOfContents are top-level keys',
  presets: 'the docs, sidebars and theme are configured by top-level keys (sidebars, docs, theme, customCss, plugins)',
  onBrokenLinks: 'broken links of the navigation always fail the build; build with --strict-links to fail on broken Markdown links too',
  onBrokenMarkdownLinks: 'broken Markdown links warn; build with --strict-links to fail on them',
  onBrokenAnchors: 'broken anchors warn; build with --strict-links to fail on them',
  organizationName: 'not needed (deployment is yours): remove it',
  projectName: 'not needed (deployment is yours): remove it',
  deploymentBranch: 'not needed (deployment is yours): remove it',
  scripts: "headTags: [{ tagName: 'script', attributes: { src: '…' } }]",
  stylesheets: "headTags: [{ tagName: 'link', attributes: { rel: 'stylesheet', href: '…' } }], or customCss for your own files",
  staticDirectories: 'staticDir (one folder)',
  clientModules: "a plugin's islands (plugins: [(context) => ({ name, islands: { name: './src/island.ts' } })])",
  themes: 'theme (one theme module)',
};

/** One line per issue: key path, what was expected, what was found. */
export function describeIssue(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') {
    const known = schemaKeysAt(userConfigSchema, issue.path);
    return issue.keys.map((key) => {
      const docusaurus = issue.path.length === 0 ? DOCUSAURUS_KEYS[key] : undefined;
      if (docusaurus !== undefined) return `${formatKeyPath([...issue.path, key])}: a Docusaurus key; in sitegen, ${docusaurus}`;
      const meant = likelyMisspelling(key, known) ?? oneTypoAway(key, known);
      return `${formatKeyPath([...issue.path, key])}: unknown key (${meant === undefined ? 'remove it or check its spelling' : `did you mean '${meant}'?`})`;
    });
  }
  const input =
    issue.code === 'invalid_union' && 'discriminator' in issue
      ? (issue.input as Record<string, unknown> | undefined)?.[String(issue.discriminator)]
      : issue.input;
  return [`${formatKeyPath(issue.path)}: expected ${expectedOf(issue)}, found ${describeValue(input)}`];
}

/**
 * A short key one typo from a known one ('herf' for 'href'): an unknown config key fails the build
 * anyway, so a suggestion may be bolder than for front matter, where a custom key is allowed.
 */
function oneTypoAway(key: string, known: readonly string[]): string | undefined {
  if (key.length < 4) return undefined;
  return known.find((candidate) => typoDistance(key.toLowerCase(), candidate.toLowerCase()) === 1);
}

/** Validates a loaded config module's default export, listing every problem at once. */
export function validateConfig(value: unknown, configFile: string): UserConfig {
  const result = userConfigSchema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const details = result.error.issues.flatMap(describeIssue);
  throw invalid(details, configFile);
}

function invalid(details: string[], configFile: string): SitegenError {
  return new SitegenError({
    code: 'config/invalid',
    message: `the site config has ${details.length} problem${details.length === 1 ? '' : 's'}`,
    hint: "Fix the keys listed above; the configuration reference of sitegen's docs lists every key, its type and default.",
    location: { file: configFile },
    details,
  });
}

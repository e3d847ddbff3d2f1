import type { z } from 'zod';
import { SitegenError } from '../errors/SitegenError.js';
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

/** One line per issue: key path, what was expected, what was found. */
export function describeIssue(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `${formatKeyPath([...issue.path, key])}: unknown key (remove it or check its spelling)`);
  }
  const input =
    issue.code === 'invalid_union' && 'discriminator' in issue
      ? (issue.input as Record<string, unknown> | undefined)?.[String(issue.discriminator)]
      : issue.input;
  return [`${formatKeyPath(issue.path)}: expected ${expectedOf(issue)}, found ${describeValue(input)}`];
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
    hint: 'Fix the keys listed above; the config reference in the README lists every key and its type.',
    location: { file: configFile },
    details,
  });
}

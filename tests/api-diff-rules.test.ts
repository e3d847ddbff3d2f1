/**
 * The rules that class API differences (issue 43) are written down: the docs page
 * reference/api-changes.md has a row for each rule of packages/sitegen/src/apidiff/rules.ts,
 * saying whether it breaks as the code does, and no row for a rule the code lacks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { API_CHANGE_RULES } from '../packages/sitegen/src/apidiff/rules.js';
import { repoRoot } from './helpers/fixtures.js';

it('documents every rule with whether it breaks, as the code classes it', () => {
  const page = readFileSync(path.join(repoRoot, 'docs/content/docs/reference/api-changes.md'), 'utf8');
  const documented = Object.fromEntries([...page.matchAll(/^\| `([a-z-]+)` \| (yes|no) \|/gm)].map((row) => [row[1], row[2] === 'yes']));
  const coded = Object.fromEntries(Object.entries(API_CHANGE_RULES).map(([rule, info]) => [rule, info.breaking]));
  expect(documented).toEqual(coded);
});

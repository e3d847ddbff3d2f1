/**
 * The errors table of sitegen's docs (docs/content/docs/reference/errors.md) and the catalogue of codes (packages/sitegen/src/errors/codes.ts)
 * say the same: every code the core can report has a row, and every code a row names exists.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../packages/sitegen/src/errors/codes.js';
import { repoRoot } from './helpers/fixtures.js';

/** The codes in the third column ('code') of the page's table. */
function pageCodes(): string[] {
  const section = readFileSync(path.join(repoRoot, 'docs/content/docs/reference/errors.md'), 'utf8');
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| situation') && !line.startsWith('|---'));
  return rows.flatMap((row) => [...(row.split(' | ')[2] ?? '').matchAll(/`([a-z][a-z0-9]*\/[a-z0-9-]+)`/g)].map((match) => match[1] ?? ''));
}

describe('the errors table of the docs', () => {
  it('lists every code of the catalogue, and no other', () => {
    const listed = new Set(pageCodes());
    const catalogue = Object.keys(DIAGNOSTIC_CODES);
    expect(
      catalogue.filter((code) => !listed.has(code)),
      'codes without a row in the errors page',
    ).toEqual([]);
    expect(
      [...listed].filter((code) => !catalogue.includes(code)),
      'codes in the errors page that the core does not have',
    ).toEqual([]);
  });
});

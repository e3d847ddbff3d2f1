/**
 * `sitegen api --diff`'s model on real history (issue 43, item 4): the reflection JSONs of
 * published versions of ky, zod and date-fns (tests/corpora/api-diff, SOURCE.md says how they were
 * made), with the differences of each pair pinned. Each pinned difference was checked by hand
 * against the packages' .d.ts files (ky: the whole diff of the two versions' declarations).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { convertProject } from '../packages/sitegen/src/api/convert/convertProject.js';
import type { ApiModel } from '../packages/sitegen/src/api/model.js';
import { diffApiModels } from '../packages/sitegen/src/apidiff/diffApiModels.js';
import type { ApiDifference } from '../packages/sitegen/src/apidiff/types.js';
import { repoRoot } from './helpers/fixtures.js';

function load(name: string): ApiModel {
  const file = path.join(repoRoot, 'tests/corpora/api-diff', `${name}.json.gz`);
  return convertProject({ project: JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')), file });
}

const line = (found: ApiDifference) => `${found.rule}${found.breaking ? ' (breaking)' : ''} ${found.path}`;

describe('ky 1.7.5 → 1.8.2', () => {
  it('finds the rename of DownloadProgress and the new upload progress handler, and nothing else', () => {
    const differences = diffApiModels(load('ky-1.7.5'), load('ky-1.8.2'));
    expect(differences.map(line)).toEqual([
      'export-renamed (breaking) DownloadProgress',
      // NormalizedOptions is an interface ky hands to hooks: an object literal written for it now lacks a property
      'required-member-added (breaking) NormalizedOptions.onUploadProgress',
      'member-added Options.onUploadProgress',
    ]);
    expect(differences[0]?.message).toBe('`DownloadProgress` was renamed `Progress`');
    expect(differences[2]?.after).toBe('onUploadProgress?: (progress: Progress, chunk: Uint8Array) => void');
  });
});

describe('zod 3.25.76 → 4.0.0 (its classic API)', () => {
  const differences = diffApiModels(load('zod-3.25.76'), load('zod-4.0.0'));
  const found = (rule: string, symbol: string) => differences.find((one) => one.rule === rule && one.path === symbol);

  it('counts every kind of difference', () => {
    const counts: Record<string, number> = {};
    for (const one of differences) counts[one.rule] = (counts[one.rule] ?? 0) + 1;
    expect(counts).toEqual({
      'base-type-added': 1,
      'export-added': 1049,
      'export-deprecated': 7,
      'export-removed': 181,
      'export-renamed': 11,
      'kind-changed': 70,
      'member-removed': 1,
      'member-renamed': 1,
      'parameter-removed': 1,
      'parameter-type-changed': 3,
      'property-type-changed': 1,
      'required-member-added': 2,
      'return-type-changed': 2,
      'type-alias-changed': 11,
      'type-parameter-added-defaulted': 1,
      'type-parameter-constraint-changed': 2,
      'type-parameter-constraint-widened': 4,
      'variable-type-changed': 1,
    });
    expect(differences.filter((one) => one.breaking)).toHaveLength(287);
  });

  it('finds the hand-checked sample as the declarations say', () => {
    // v3's classes are v4's interface and constructor constant of one name
    expect(found('kind-changed', 'ZodString')?.message).toBe('was a class, is now an interface and a variable');
    // the schema factories were constants (`stringType as string`), they are functions
    expect(found('kind-changed', 'enum')?.message).toBe('was a variable, is now a function');
    expect(found('export-removed', 'AnyZodObject')?.breaking).toBe(true);
    expect(found('export-removed', 'transformer')?.message).toBe('variable `transformer` was removed');
    // `ctx.path` is gone from superRefine's context, which now carries the value and its issues
    expect(found('member-removed', 'RefinementCtx.path')?.breaking).toBe(true);
    expect(found('required-member-added', 'RefinementCtx.value')).toBeDefined();
    expect(found('base-type-added', 'RefinementCtx')?.message).toBe('now extends `ParsePayload<T>`');
    expect(found('parameter-removed', 'custom')?.after).toBe(
      '<O>(fn?: (data: unknown) => unknown, _params?: core.$ZodCustomParams | string | undefined): ZodCustom<O, O>',
    );
    expect(found('export-deprecated', 'setErrorMap')).toBeDefined();
    expect(found('parameter-type-changed', 'setErrorMap')).toMatchObject({ before: 'ZodErrorMap', after: '$ZodErrorMap' });
    expect(found('return-type-changed', 'getErrorMap')).toMatchObject({ after: 'core.$ZodErrorMap<core.$ZodIssue> | undefined' });
    // moved into z.core.util under the same name (up to case) and shape
    expect(found('export-renamed', 'IpVersion')?.message).toBe('`IpVersion` was renamed `core.util.IPVersion`');
    expect(found('export-renamed', 'Primitive')?.message).toBe('`Primitive` was renamed `core.util.Primitive`');
    expect(found('type-parameter-constraint-widened', 'TypeOf')).toBeDefined();
    expect(found('export-added', 'ZodTemplateLiteral')?.breaking).toBe(false);
  });
});

describe('date-fns 3.6.0 → 4.1.0', () => {
  const differences = diffApiModels(load('date-fns-3.6.0'), load('date-fns-4.1.0'));
  const found = (rule: string, symbol: string) => differences.filter((one) => one.rule === rule && one.path === symbol);

  it('counts every kind of difference', () => {
    const counts: Record<string, number> = {};
    for (const one of differences) counts[one.rule] = (counts[one.rule] ?? 0) + 1;
    expect(counts).toEqual({
      'base-type-added': 42,
      'export-added': 164,
      'export-deprecated': 1,
      'kind-changed': 1,
      'member-added': 41,
      'parameter-added-optional': 149,
      'parameter-type-changed': 178,
      'parameter-type-widened': 3,
      'property-type-changed': 2,
      'return-type-changed': 23,
      'type-parameter-added-defaulted': 133,
      'type-parameter-added-required': 9,
      'type-parameter-constraint-changed': 8,
      'type-parameter-constraint-widened': 6,
      'type-parameter-default-changed': 1,
      'type-parameter-removed': 101,
    });
    expect(differences.filter((one) => one.breaking)).toHaveLength(323);
  });

  it('finds the hand-checked sample as the declarations say', () => {
    // `DateArg<DateType>` is v3's `DateType | number | string` named: no change; the `in` option and its result type are
    expect(found('parameter-type-changed', 'addDays')).toEqual([]);
    expect(found('return-type-changed', 'addDays')).toEqual([]);
    expect(found('type-parameter-added-defaulted', 'addDays')).toHaveLength(1);
    expect(found('parameter-added-optional', 'addDays')[0]?.after).toBe(
      '<DateType extends Date, ResultDate extends Date = DateType>(date: DateArg<DateType>, amount: number, options?: AddDaysOptions<ResultDate>): ResultDate',
    );
    expect(found('export-added', 'AddDaysOptions')).toHaveLength(1);
    expect(found('kind-changed', 'NormalizedInterval')[0]?.message).toBe('was an interface, is now a typeAlias');
    // clamp's interval is a type parameter without a default: code writing clamp<Date>() breaks
    expect(found('type-parameter-added-required', 'clamp')).toHaveLength(1);
    // deprecated in 4 (`[TODO] Remove in v4`); NearestMinutesOptions was deprecated in 3 already, so it is no difference
    expect(found('export-deprecated', 'IntlFormatLocale')).toHaveLength(1);
    expect(found('export-deprecated', 'NearestMinutesOptions')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { resolveConfigExport } from './resolveConfigExport.js';

const config = { title: 'SDK' };
const file = '/site/sitegen.config.ts';

async function refusal(exported: unknown): Promise<SitegenError> {
  try {
    await resolveConfigExport(exported, file);
  } catch (error) {
    expect(error).toBeInstanceOf(SitegenError);
    return error as SitegenError;
  }
  throw new Error('expected a refusal');
}

describe('resolveConfigExport', () => {
  it('takes the object, a promise of it, or a function returning either (as Docusaurus does)', async () => {
    expect(await resolveConfigExport(config, file)).toBe(config);
    expect(await resolveConfigExport(Promise.resolve(config), file)).toBe(config);
    expect(await resolveConfigExport(() => config, file)).toBe(config);
    expect(await resolveConfigExport(async () => config, file)).toBe(config);
    expect(await resolveConfigExport(undefined, file)).toBeUndefined();
  });

  it('names the config file and says what the function threw or the promise rejected with', async () => {
    expect(
      await refusal(async () => {
        throw {};
      }),
    ).toMatchObject({
      code: 'config/load',
      message: "the config file's default export (a function) threw: an object that is not an Error: {}",
      location: { file },
    });
    // where the site's code threw, in its own file
    expect((await refusal(Promise.reject(new Error('no versions.json')))).message).toMatch(
      /^the config file's default export \(a promise\) rejected: no versions.json \(at .*resolveConfigExport.test.ts:\d+:\d+\)$/,
    );
    expect(await refusal(() => undefined)).toMatchObject({
      code: 'config/invalid',
      message: "the config file's default export is a function that returns nothing",
    });
  });
});

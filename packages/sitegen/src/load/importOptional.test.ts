import { describe, expect, it } from 'vitest';
import { isSitegenError } from '../errors/SitegenError.js';
import { importOptional } from './importOptional.js';

/** What Node throws for `import('name')` when the package is not installed. */
function notFound(name: string): Error {
  return Object.assign(new Error(`Cannot find package '${name}' imported from /site/node_modules/@sitegen/core/dist/x.js`), {
    code: 'ERR_MODULE_NOT_FOUND',
  });
}

describe('importOptional', () => {
  it('returns the module when it is installed', async () => {
    expect(await importOptional('typedoc', async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('says what to install when the package is missing', async () => {
    const error = await importOptional('typedoc', () => Promise.reject(notFound('typedoc')), { file: '/site/sitegen.config.ts' }).catch(
      (e: unknown) => e,
    );
    expect(isSitegenError(error) && error.code).toBe('api/typedoc-missing');
    expect(isSitegenError(error) && error.message).toBe(
      'The API reference (`api` in the config, `sitegen api`) needs typedoc, which is not installed',
    );
    expect(isSitegenError(error) && error.hint).toMatch(/^Install it beside the site: npm install --save-dev typedoc@\^0\.28\./);
    expect(isSitegenError(error) && error.location?.file).toBe('/site/sitegen.config.ts');
  });

  it('names linkinator for the crawl', async () => {
    const error = await importOptional('linkinator', () => Promise.reject(notFound('linkinator'))).catch((e: unknown) => e);
    expect(isSitegenError(error) && error.code).toBe('links/linkinator-missing');
  });

  it('rethrows a failure that is not the package missing (one of its own dependencies, a broken module)', async () => {
    const inner = notFound('undici');
    await expect(importOptional('linkinator', () => Promise.reject(inner))).rejects.toBe(inner);
    const broken = new SyntaxError('Unexpected token');
    await expect(importOptional('typedoc', () => Promise.reject(broken))).rejects.toBe(broken);
  });
});

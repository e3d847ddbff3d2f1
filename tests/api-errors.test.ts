/**
 * The API stage's own errors and warnings (README, Errors): no `api` for `sitegen api`, an
 * entry point that is a folder, a README that is not there, an export the reference has no
 * page for.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateReflections, requireApiConfig } from '../packages/sitegen/src/api/generateReflections.js';
import { loadApiSource } from '../packages/sitegen/src/api/loadApiSource.js';
import { planApiReference } from '../packages/sitegen/src/api/planApiReference.js';
import { renderApiReference } from '../packages/sitegen/src/api/renderApiReference.js';
import { resolveConfig } from '../packages/sitegen/src/config/resolveConfig.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { declarationOf } from '../packages/sitegen/src/test/apiModel.js';
import { testRouter } from '../packages/sitegen/src/test/router.js';
import { loadSiteConfig } from './apiHelpers.js';
import { fixtureConfig, sitegenErrorOf, tempDir } from './helpers/fixtures.js';

describe('API errors', () => {
  it('api/not-configured: `sitegen api` on a site without an api section', () => {
    const config = resolveConfig({ title: 'T' }, '/site/sitegen.config.ts');
    expect(() => requireApiConfig(config)).toThrow(
      expect.objectContaining({ code: 'api/not-configured', location: { file: '/site/sitegen.config.ts' } }),
    );
  });

  it('api/entry-point-missing: an entry point that is a folder is named as such (it was an internal EISDIR)', async () => {
    const dir = await tempDir('sitegen-api-error-');
    await mkdir(path.join(dir, 'lib'));
    await writeFile(path.join(dir, 'lib', 'index.d.ts'), 'export declare const answer: number;\n');
    const config = resolveConfig({ title: 'T', api: { entryPoints: ['lib'] } }, path.join(dir, 'sitegen.config.ts'));
    const error = await sitegenErrorOf(generateReflections({ config, logger: createMemoryLogger() }));
    expect(error).toMatchObject({
      code: 'api/entry-point-missing',
      message: 'API entry point lib is a folder, not a declaration file.',
      hint: expect.stringContaining("'lib/index.d.ts'"),
    });
  });

  it('api/readme-missing: api.readme naming a file that does not exist', async () => {
    const config = await loadSiteConfig(fixtureConfig('api-kinds'));
    const withReadme = { ...config, api: config.api && { ...config.api, readme: 'docs/NOPE.md' } };
    const error = await sitegenErrorOf(loadApiSource(withReadme, createMemoryLogger()));
    expect(error).toMatchObject({ code: 'api/readme-missing', location: { file: config.configFile } });
  });

  it('api/unsupported-export: a warning naming an export the reference has no page for', async () => {
    const model = {
      packageName: 'p',
      declarations: [declarationOf({ name: 'answer', kind: 'variable' })],
      unsupported: [{ name: 'utils', reason: 'namespace-clash' as const }],
    };
    const router = testRouter('/');
    const reference = await renderApiReference({
      plan: planApiReference(
        {
          model,
          file: '/site/api.json',
          diagnostics: [],
          package: { name: 'p', label: 'p', file: '/site/api.json', strictPackageLinks: true },
        },
        router,
      ),
      router,
      config: { api: undefined, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 }, lang: 'en' },
      renderMarkdown: async (markdown) => ({ html: `<p>${markdown}</p>`, links: [] }),
      highlight: (code) => `<pre><code>${code}</code></pre>`,
    });
    expect(reference.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'api/unsupported-export',
        message: expect.stringContaining(
          'The namespace utils has no section in the API reference: another entry point exports a different namespace of that name',
        ),
      }),
    ]);
  });
});

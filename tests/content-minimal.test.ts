/**
 * A site whose config sets only its title (issue 20): its root leads to the first doc, on
 * any static host, and its categories are labelled from their folders' names. It builds
 * with --strict-links; tests/e2e/content-syntax.test.ts follows the redirect in Chromium.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fixtureConfig, readText, tempDir } from './helpers/fixtures.js';

const outDir = path.join(await tempDir(), 'build');
const built = await build({ configFile: fixtureConfig('content-minimal'), outDir, strictLinks: true, logger: createMemoryLogger() });

describe('the content-minimal fixture', () => {
  it('builds with --strict-links, with one warning: the address it cannot know', () => {
    expect(built.diagnostics.map((d) => d.code)).toEqual(['config/no-url']);
  });

  it('writes a root page that leads to the first doc of the sidebar, and keeps it out of the sitemap', async () => {
    const root = await readText(outDir, 'index.html');
    expect(root).toContain('<meta http-equiv="refresh" content="0; url=/docs/api_reference/client">');
    expect(root).toContain('<p><a href="/docs/api_reference/client">Client</a></p>');
    expect(await readText(outDir, 'sitemap.xml')).not.toContain('<loc>/</loc>');
  });

  it('labels categories with their folder names, title-cased', async () => {
    const html = await readText(outDir, 'docs', 'getting-started', 'install', 'index.html');
    const labels = [...html.matchAll(/<span class="sg-sidebar__label">([^<]+)<\/span>/g)].map(([, label]) => label);
    expect(labels).toEqual(['Api reference', 'Getting started']);
  });
});

/**
 * `sitegen dev --locale fr` on tests/fixtures/locales: one locale served at a time, under its
 * folder, in its words; the CLI refuses a locale the site does not have before serving.
 * Runs the compiled package (the builder runs in a worker thread, which loads JavaScript).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../packages/sitegen/dist/dev/startDevServer.js';
import { startDevServer } from '../packages/sitegen/dist/dev/startDevServer.js';
import { createMemoryLogger } from '../packages/sitegen/dist/logger/memoryLogger.js';
import { fixtureConfig, repoRoot } from './helpers/fixtures.js';

let server: DevServer;

beforeAll(async () => {
  server = await startDevServer({
    configFile: fixtureConfig('locales'),
    host: '127.0.0.1',
    port: 0,
    locale: 'fr',
    logger: createMemoryLogger(),
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('sitegen dev --locale fr', () => {
  it('serves the French pages under /widgets/fr/, and not the other locales', async () => {
    expect(server.url).toMatch(/\/widgets\/fr\/$/);
    const intro = await fetch(new URL('docs/next/intro', server.url));
    expect(intro.status).toBe(200);
    const html = await intro.text();
    expect(html).toContain('<html lang="fr-FR" dir="ltr"');
    expect(html).toContain('Le SDK Widgets fait tourner des widgets');
    expect((await fetch(new URL('/widgets/docs/next/intro', server.url))).status).toBe(404);
  });
});

describe('the CLI and locales', () => {
  const cli = path.join(repoRoot, 'packages/sitegen/dist/cli/main.js');
  const run = (args: string[]) =>
    spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: '' } });

  it('refuses `dev --locale` and `write-translations --locale` naming a locale the site does not have, before anything runs', () => {
    for (const command of ['dev', 'write-translations']) {
      const result = run([command, '--config', fixtureConfig('locales'), '--locale', 'de']);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('error [i18n/unknown-locale]');
      expect(result.stderr).toContain("--locale de: the site has no locale 'de'");
      expect(result.stderr).toContain("Its locales are 'en', 'fr', 'ar'");
    }
  });
});

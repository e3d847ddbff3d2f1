/**
 * What a public site needs (issue 23 §4), on a copy of the basic fixture in a git
 * repository of its own: social cards, noindex, robots.txt, the sitemap and the date each
 * doc last changed; and the one warning of a site without `url`.
 */
import { execFileSync } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fixtureConfig, tempDir } from './helpers/fixtures.js';

let site: string;
let out: string;

const git = (...args: string[]): string => execFileSync('git', args, { cwd: site, encoding: 'utf8' });

async function edit(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')));
}

beforeAll(async () => {
  site = path.join(await tempDir('sitegen-public-'), 'site');
  await cp(path.dirname(fixtureConfig('basic')), site, { recursive: true, filter: (source) => !source.includes('node_modules') });
  const config = path.join(site, 'sitegen.config.ts');
  await edit(config, (text) =>
    text.replace(
      /baseUrl: '[^']*',/,
      "baseUrl: '/',\n  image: 'img/card.png',\n  lastUpdated: { author: true },\n  redirects: [{ from: ['/old-intro', '/docs/start'], to: '/docs/intro' }, { from: '/chat', to: 'https://chat.example.com/' }],",
    ),
  );
  await edit(path.join(site, 'content', 'docs', 'intro.md'), (text) =>
    text.replace(/^---\n/, '---\nimage: https://cdn.example.com/intro.png\n'),
  );
  git('init', '-q');
  git('-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.com', 'add', '.');
  execFileSync('git', ['-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.com', 'commit', '-q', '-m', 'docs'], {
    cwd: site,
    env: { ...process.env, GIT_COMMITTER_DATE: '2026-03-04T05:06:07Z', GIT_AUTHOR_DATE: '2026-03-04T05:06:07Z' },
  });
  await writeFile(path.join(site, 'content', 'docs', 'hidden.md'), '---\nnoindex: true\n---\n# Hidden\n\nNot for search engines.\n');
  out = path.join(site, 'build');
  await build({ configFile: config, outDir: out, logger: createMemoryLogger() });
}, 60_000);

const page = (...segments: string[]): Promise<string> => readFile(path.join(out, ...segments, 'index.html'), 'utf8');

describe('a public site', () => {
  it('gives every page Open Graph and Twitter tags, with the page’s own image over the site’s', async () => {
    const intro = await page('docs', 'intro');
    expect(intro).toContain('<meta property="og:title" content="Introduction"/>');
    expect(intro).toMatch(/<meta property="og:url" content="https:\/\/[^"]+\/docs\/intro"\/>/);
    expect(intro).toContain('<meta property="og:type" content="article"/>');
    expect(intro).toContain('<meta property="og:image" content="https://cdn.example.com/intro.png"/>');
    expect(intro).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(await page('docs', 'hidden')).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/img\/card\.png"\/>/);
  });

  it('keeps a noindex page out of search engines and the sitemap, and names the sitemap in robots.txt', async () => {
    expect(await page('docs', 'hidden')).toContain('<meta name="robots" content="noindex"/>');
    expect(await page('docs', 'intro')).not.toContain('name="robots"');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/docs/intro</loc>');
    expect(sitemap).not.toContain('/docs/hidden');
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toMatch(
      /^User-agent: \*\nDisallow:\n\nSitemap: https:\/\/[^\n]+\/sitemap\.xml\n$/,
    );
  });

  it('shows when each committed doc last changed and by whom, and nothing for a file not committed yet', async () => {
    expect(await page('docs', 'intro')).toContain(
      '<p class="sg-last-updated">Last updated on <time dateTime="2026-03-04T05:06:07+00:00">4 Mar 2026</time> by Ada Lovelace</p>',
    );
    expect(await page('docs', 'hidden')).not.toContain('sg-last-updated');
  });

  it('writes a page per redirect that sends the reader on, without JavaScript too', async () => {
    const moved = await page('old-intro');
    expect(moved).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(moved).toContain('<link rel="canonical" href="https://example.com/docs/intro">');
    expect(moved).toContain('<a href="/docs/intro">');
    expect(await page('docs', 'start')).toBe(moved);
    expect(await page('chat')).toContain('url=https://chat.example.com/');
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('old-intro');
  });

  it('fails a redirect to a page that does not exist, or from one that does', async () => {
    const config = path.join(site, 'sitegen.config.ts');
    const good = await readFile(config, 'utf8');
    try {
      await writeFile(config, good.replace("to: '/docs/intro' }", "to: '/docs/intro-gone' }"));
      const broken = await build({ configFile: config, outDir: path.join(site, 'build-broken'), logger: createMemoryLogger() }).catch(
        (e: unknown) => e,
      );
      expect(String((broken as Error).message)).toMatch(/failed with 1 error/);
      expect((broken as { details: string[] }).details.join('\n')).toMatch(
        /the redirect from \/old-intro, \/docs\/start.*\/docs\/intro-gone|\/docs\/intro-gone.*the redirect from/s,
      );
      await writeFile(config, good.replace("from: ['/old-intro', '/docs/start']", "from: ['/docs/intro']"));
      const clash = await build({ configFile: config, outDir: path.join(site, 'build-clash'), logger: createMemoryLogger() }).catch(
        (e: unknown) => e,
      );
      expect(clash).toMatchObject({ code: 'write/conflict' });
      expect(String((clash as Error).message)).toContain('the redirect from /docs/intro');
    } finally {
      await writeFile(config, good);
    }
  });

  it('warns once about a site without url', async () => {
    await edit(path.join(site, 'sitegen.config.ts'), (text) => text.replace(/\n\s*url: '[^']*',/, ''));
    const result = await build({
      configFile: path.join(site, 'sitegen.config.ts'),
      outDir: path.join(site, 'build-no-url'),
      logger: createMemoryLogger(),
    });
    expect(result.diagnostics.filter((d) => d.code === 'config/no-url')).toHaveLength(1);
  });
});

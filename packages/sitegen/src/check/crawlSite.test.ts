import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../serve/listen.js';
import { writeSite } from '../write/writeSite.js';
import { crawlSite, linkCheckOptions } from './crawlSite.js';

// another site on the loopback stands in for the internet, which CI does not have
const elsewhere = createServer((req, res) => {
  res.writeHead(req.url === '/exists' ? 200 : 404, { 'Content-Type': 'text/html' });
  res.end('<!doctype html><title>x</title>');
});
let outDir: string;
let other: string;

beforeAll(async () => {
  other = `http://127.0.0.1:${await listen(elsewhere, 0, '127.0.0.1')}`;
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-crawl-')), 'build');
  const html = `<!doctype html><title>Home</title><h1 id="top">Home</h1><a href="${other}/exists">ok</a> <a href="${other}/gone">gone</a> <a href="/b/#top">top</a>`;
  await writeSite(outDir, [
    { path: 'index.html', contents: html, source: 'test' },
    { path: '404.html', contents: '<!doctype html><title>404</title>', source: 'test' },
  ]);
});
afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

describe('crawlSite', () => {
  it('leaves other sites alone unless asked to check them', async () => {
    expect(await crawlSite({ outDir, basePath: '/b/', pageHrefs: ['/b/'], checkExternal: false })).toEqual([]);
  });

  it('with checkExternal, reports a broken link to another site by its full URL and status', async () => {
    expect(await crawlSite({ outDir, basePath: '/b/', pageHrefs: ['/b/'], checkExternal: true })).toEqual([
      { page: '/b/', url: `${other}/gone`, status: '404' },
    ]);
  });
});

describe('linkCheckOptions', () => {
  // linkinator's timeout aborts the reading of a body too, and that error reached no listener:
  // a large site's crawl (viem, 1,469 pages) crashed the build once a page was read late
  it("gives the site's own pages no timeout, which would abort a body read late", () => {
    expect(linkCheckOptions('http://127.0.0.1:1', { pageHrefs: ['/'], checkExternal: false }).timeout).toBeUndefined();
    expect(linkCheckOptions('http://127.0.0.1:1', { pageHrefs: ['/'], checkExternal: true }).timeout).toBe(20_000);
  });

  // not the timeout itself (above): that these options crawl with linkinator as they should
  it('follows the links of the last piece of a page whose body arrives in pieces', async () => {
    const slow = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      if (req.url !== '/') return res.end('<!doctype html><title>b</title>');
      res.write('<!doctype html><title>a</title>');
      setTimeout(() => res.end('<a href="/late">late</a>'), 300);
    });
    const origin = `http://127.0.0.1:${await listen(slow, 0, '127.0.0.1')}`;
    try {
      const { LinkChecker } = await import('linkinator');
      const result = await new LinkChecker().check(linkCheckOptions(origin, { pageHrefs: ['/'], checkExternal: false }));
      expect(result.links.map((link) => link.url).sort()).toEqual([`${origin}/`, `${origin}/late`]);
    } finally {
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});

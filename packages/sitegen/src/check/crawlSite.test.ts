import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../serve/listen.js';
import { writeSite } from '../write/writeSite.js';
import { crawlSite } from './crawlSite.js';

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

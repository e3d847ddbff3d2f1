import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { writeSite } from '../write/writeSite.js';
import { serveSite, type ServedSite } from './serveSite.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

describe('serveSite', () => {
  let served: ServedSite;
  let outDir: string;
  const origin = (): string => new URL(served.url).origin;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-'));
    await mkdir(path.join(outDir, 'docs', 'intro'), { recursive: true });
    await mkdir(path.join(outDir, 'assets'));
    await writeFile(path.join(outDir, 'index.html'), 'home');
    await writeFile(path.join(outDir, 'docs', 'intro', 'index.html'), 'intro');
    await writeFile(path.join(outDir, '404.html'), 'not found page');
    await writeFile(path.join(outDir, 'assets', 'main-ABC.js'), 'js');
    await writeFile(path.join(outDir, 'llms.txt'), ALPHABET.repeat(100));
    await mkdir(path.join(outDir, '.git'));
    await writeFile(path.join(outDir, '.git', 'config'), 'not for the web');
    await writeFile(path.join(outDir, '.env'), 'not for the web');
    served = await serveSite({ outDir, basePath: '/b/', port: 0, host: '127.0.0.1' });
  });
  afterAll(() => served.close());

  it('redirects / to the base path', async () => {
    const response = await fetch(`${origin()}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/b/');
  });

  it('answers /x and /x/ with x/index.html, without caching HTML', async () => {
    for (const url of ['/b/', '/b/docs/intro', '/b/docs/intro/']) {
      const response = await fetch(origin() + url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await (await fetch(`${origin()}/b/docs/intro`)).text()).toBe('intro');
  });

  it('caches hashed assets for long', async () => {
    const response = await fetch(`${origin()}/b/assets/main-ABC.js`);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const url of ['/b/nope', '/elsewhere']) {
      const response = await fetch(origin() + url);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('not found page');
    }
  });

  it('answers dotfiles with the 404 page, as if they were not there', async () => {
    for (const url of ['/b/.env', '/b/.git/config']) {
      const response = await fetch(origin() + url);
      expect([response.status, response.headers.get('vary'), response.headers.get('etag'), await response.text()], url).toEqual([
        404,
        'Accept-Encoding',
        null,
        'not found page',
      ]);
    }
  });

  it('answers methods other than GET and HEAD with 405 and the methods it allows', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const response = await fetch(`${origin()}/b/docs/intro`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    const head = await fetch(`${origin()}/b/docs/intro`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, '5']);
  });

  it('answers a single byte range with 206 and those bytes: first-last, first- and the last N', async () => {
    const size = ALPHABET.length * 100;
    const cases: [string, string, string][] = [
      ['bytes=0-0', 'a', `bytes 0-0/${size}`],
      ['bytes=2-4', 'cde', `bytes 2-4/${size}`],
      ['bytes=2598-', 'yz', `bytes 2598-2599/${size}`],
      ['bytes=-3', 'xyz', `bytes 2597-2599/${size}`],
      // past the end: what there is
      ['bytes=2599-5000', 'z', `bytes 2599-2599/${size}`],
    ];
    for (const [range, body, contentRange] of cases) {
      // asked for br too: a range is sent as it is on disk, never compressed
      const response = await fetch(`${origin()}/b/llms.txt`, { headers: { range, 'accept-encoding': 'br, gzip' } });
      expect(
        [response.status, response.headers.get('content-range'), response.headers.get('content-encoding'), await response.text()],
        range,
      ).toEqual([206, contentRange, null, body]);
    }
  });

  it('answers ranges it cannot satisfy with 416 and the size, and ignores the ones it does not take', async () => {
    const size = ALPHABET.length * 100;
    for (const range of ['bytes=5-2', `bytes=${size}-`, 'bytes=999999-', 'bytes=-0']) {
      const response = await fetch(`${origin()}/b/llms.txt`, { headers: { range } });
      expect([response.status, response.headers.get('content-range')], range).toEqual([416, `bytes */${size}`]);
    }
    // RFC 9110 lets a server ignore a Range it does not parse, or with several ranges: the whole file
    for (const range of ['bytes=abc', 'bytes=', 'lines=1-2', 'bytes=0-1,5-6']) {
      const response = await fetch(`${origin()}/b/llms.txt`, { headers: { range } });
      expect([response.status, (await response.text()).length], range).toEqual([200, size]);
    }
  });

  it('answers HEAD with the headers of GET and no body, and a matching If-None-Match with 304', async () => {
    const head = await fetch(`${origin()}/b/llms.txt`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect([head.status, head.headers.get('content-length'), head.headers.get('content-type'), await head.text()]).toEqual([
      200,
      '2600',
      'text/plain; charset=utf-8',
      '',
    ]);
    // compressed, HEAD names the length GET sends
    const compressedLength = async (method: string): Promise<string | undefined> =>
      new Promise((resolve) =>
        get(`${origin()}/b/llms.txt`, { method, headers: { 'accept-encoding': 'br' } }, (res) => {
          res.resume();
          resolve(`${res.headers['content-encoding']} ${res.headers['content-length']}`);
        }),
      );
    const headLength = await compressedLength('HEAD');
    expect(headLength).toMatch(/^br \d+$/);
    expect(headLength).toBe(await compressedLength('GET'));
    const etag = head.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    // fetch would add Cache-Control: no-cache, which asks for the body whatever the ETag
    const status = await new Promise((resolve) =>
      get(`${origin()}/b/llms.txt`, { headers: { 'if-none-match': etag } }, (res) => resolve(res.resume().statusCode)),
    );
    expect(status).toBe(304);
  });

  it('names a port in use and suggests another', async () => {
    const port = Number(new URL(served.url).port);
    const error = await serveSite({ outDir, basePath: '/b/', port, host: '127.0.0.1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SitegenError);
    expect((error as SitegenError).code).toBe('serve/port-in-use');
    expect((error as SitegenError).hint).toContain(`--port ${port + 1}`);
  });
});

describe('serveSite, when the site is rebuilt while serving', () => {
  const page = (path: string, contents: string) => ({ path, contents, source: 'test' });

  it('answers 404 for files deleted under it, and keeps serving', async () => {
    const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-gone-')), 'build');
    await writeSite(outDir, [page('index.html', 'home'), page('docs/a/index.html', 'a')]);
    const served = await serveSite({ outDir, basePath: '/b/', port: 0, host: '127.0.0.1' });
    try {
      expect((await fetch(new URL('docs/a', served.url))).status).toBe(200);
      await rm(path.join(outDir, 'docs'), { recursive: true });
      expect((await fetch(new URL('docs/a', served.url))).status).toBe(404);
      expect(await (await fetch(served.url)).text()).toBe('home');
    } finally {
      await served.close();
    }
  });

  it('answers every request while the folder is swapped, from the old site or the new one', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-gap-'));
    const outDir = path.join(root, 'build');
    const site = (version: string) => [
      page('index.html', `home ${version}`),
      page('docs/a/index.html', `a ${version}`),
      page('404.html', 'missing'),
    ];
    await writeSite(outDir, site('v1'));
    await writeSite(path.join(root, 'next'), site('v2'));
    const served = await serveSite({ outDir, basePath: '/b/', port: 0, host: '127.0.0.1' });
    const answer = async (url: string): Promise<string> => {
      const response = await fetch(new URL(url, served.url));
      return `${response.status} ${await response.text()}`;
    };
    const urls = ['', 'docs/a', 'docs/a/', 'nope'];
    try {
      const before = await Promise.all(urls.map(answer));
      // writeSite's two renames, with a gap far longer than theirs between them, and requests made in it
      await rename(outDir, path.join(root, 'old'));
      const inGap = Promise.all(urls.map(answer));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await rename(path.join(root, 'next'), outDir);
      expect(before).toEqual(['200 home v1', '200 a v1', '200 a v1', '404 missing']);
      expect(await inGap).toEqual(['200 home v2', '200 a v2', '200 a v2', '404 missing']);
    } finally {
      await served.close();
    }
  });

  it('serves the new output from the next request: new hashed assets, new pages, old assets gone', async () => {
    const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-swap-')), 'build');
    await writeSite(outDir, [page('index.html', 'home v1'), page('404.html', 'missing'), page('assets/main-OLD.js', 'old js')]);
    const served = await serveSite({ outDir, basePath: '/b/', port: 0, host: '127.0.0.1' });
    try {
      const get = (url: string) => fetch(new URL(url, served.url));
      expect(await (await get('assets/main-OLD.js')).text()).toBe('old js');
      await writeSite(outDir, [
        page('index.html', 'home v2'),
        page('404.html', 'missing'),
        page('assets/main-NEW.js', 'new js'),
        page('docs/new-page/index.html', 'a new page'),
      ]);
      const asset = await get('assets/main-NEW.js');
      expect([asset.status, await asset.text()]).toEqual([200, 'new js']);
      expect(await (await get('')).text()).toBe('home v2');
      expect(await (await get('docs/new-page')).text()).toBe('a new page');
      expect((await get('assets/main-OLD.js')).status).toBe(404);
    } finally {
      await served.close();
    }
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { writeSite } from '../write/writeSite.js';
import { serveSite, type ServedSite } from './serveSite.js';

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

  it('answers methods other than GET and HEAD with 405 and the methods it allows', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const response = await fetch(`${origin()}/b/docs/intro`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    const head = await fetch(`${origin()}/b/docs/intro`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, '5']);
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

  it('keeps running when files it indexed are deleted', async () => {
    const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-gone-')), 'build');
    await writeSite(outDir, [page('index.html', 'home'), page('docs/a/index.html', 'a')]);
    const served = await serveSite({ outDir, basePath: '/b/', port: 0, host: '127.0.0.1' });
    try {
      await rm(path.join(outDir, 'docs'), { recursive: true });
      await expect(fetch(new URL('docs/a', served.url)).then((response) => response.text())).rejects.toThrow();
      expect(await (await fetch(served.url)).text()).toBe('home');
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

/**
 * `sitegen serve` on a built folder: routes under the base path, the 404 page, content
 * types, compression, cache headers, and refusal of every way out of the folder.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSitegenError } from '../packages/sitegen/src/errors/SitegenError.js';
import { serveSite, type ServedSite } from '../packages/sitegen/src/serve/serveSite.js';

let root: string;
let served: ServedSite;
let port: number;
const longText = 'A paragraph of the intro. '.repeat(200);

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeAll(async () => {
  await mkdir('tests/.tmp', { recursive: true });
  root = await mkdtemp(path.resolve('tests/.tmp/serve-'));
  const out = path.join(root, 'build');
  await put(path.join(out, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  await put(path.join(out, 'docs/intro/index.html'), `<!doctype html><title>Intro</title><p>${longText}</p>`);
  await put(path.join(out, '404.html'), '<!doctype html><title>Not found</title><h1>Page not found</h1>');
  await put(path.join(out, 'assets/main.3f2a1b.css'), 'body{color:red}');
  await put(path.join(root, 'secret.txt'), 'outside the site');
  await put(path.join(root, 'secrets/key.txt'), 'outside the site too');
  await symlink(path.join(root, 'secret.txt'), path.join(out, 'leak.txt'));
  await symlink(path.join(root, 'secrets'), path.join(out, 'leaked-dir'));
  await symlink(path.join(out, 'docs/intro/index.html'), path.join(out, 'alias.html'));
  served = await serveSite({ outDir: out, basePath: '/gswap-sdk/', port: 0, host: '127.0.0.1' });
  port = Number(new URL(served.url).port);
});

afterAll(async () => {
  await served?.close();
  await rm(root, { recursive: true, force: true });
});

/** A raw request: fetch would normalise '..' away before it reaches the server. */
function get(
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sitegen serve', () => {
  it('redirects / to the base path', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/gswap-sdk/');
  });

  it('answers /x and /x/ with x/index.html, as revalidated HTML', async () => {
    for (const pathname of ['/gswap-sdk/', '/gswap-sdk/docs/intro', '/gswap-sdk/docs/intro/']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/gswap-sdk/docs/intro')).body.toString()).toContain(longText);
  });

  it('serves hashed assets as immutable with their content type', async () => {
    const response = await get('/gswap-sdk/assets/main.3f2a1b.css');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const pathname of ['/gswap-sdk/no/such/page', '/elsewhere']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body.toString()).toContain('Page not found');
    }
  });

  it('compresses text with brotli or gzip, as the browser accepts', async () => {
    const br = await get('/gswap-sdk/docs/intro', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toContain(longText);
    const gzip = await get('/gswap-sdk/docs/intro', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain(longText);
    expect((await get('/gswap-sdk/docs/intro')).headers['content-encoding']).toBeUndefined();
  });

  it('refuses paths that leave the folder: .., encoded .., backslashes', async () => {
    for (const pathname of [
      '/gswap-sdk/../package.json',
      '/gswap-sdk/%2e%2e/secret.txt',
      '/gswap-sdk/%2E%2E%2Fsecret.txt',
      '/gswap-sdk/docs/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/gswap-sdk/..%5csecret.txt',
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(403);
      expect(response.body.toString()).not.toContain('outside the site');
    }
  });

  it('refuses symbolic links out of the folder, and what lies under them', async () => {
    for (const pathname of ['/gswap-sdk/leak.txt', '/gswap-sdk/leaked-dir/key.txt']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(403);
      expect(response.body.toString()).not.toContain('outside the site');
    }
    // a link that stays inside the folder is an ordinary file
    expect((await get('/gswap-sdk/alias.html')).status).toBe(200);
  });

  it('says which port is taken and suggests another', async () => {
    const error = await serveSite({ outDir: path.join(root, 'build'), basePath: '/', port, host: '127.0.0.1' }).catch((e: unknown) => e);
    expect(isSitegenError(error) && error.code).toBe('serve/port-in-use');
    expect(isSitegenError(error) && error.hint).toContain(`--port ${port + 1}`);
  });
});

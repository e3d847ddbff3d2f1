/**
 * `sitegen serve` and `sitegen dev` answer HTTP alike: the same site, built once to disk
 * for `serve` and in memory by `dev`, is asked the same requests (methods, ranges,
 * conditions, compression, ways out of the output) and both give the same statuses and
 * headers. Neither ever answers with a file from outside the output it built, by `..`,
 * percent-encoding or a symbolic link. Runs the compiled package (dev's builder is a worker).
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/dist/pipeline/build.js';
import { type DevServer, startDevServer } from '../packages/sitegen/dist/dev/startDevServer.js';
import { initSite } from '../packages/sitegen/dist/init/initSite.js';
import { createMemoryLogger } from '../packages/sitegen/dist/logger/memoryLogger.js';
import { type ServedSite, serveSite } from '../packages/sitegen/dist/serve/serveSite.js';

const SECRET = 'NPM_TOKEN=outside-the-site';
const BASE = '/http-docs/';

let root: string;
let siteDir: string;
let served: ServedSite;
let dev: DevServer;

beforeAll(async () => {
  await mkdir('tests/.tmp', { recursive: true });
  root = await mkdtemp(path.resolve('tests/.tmp/servers-http-'));
  siteDir = path.join(root, 'site');
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  await initSite({ dir: siteDir, title: 'HTTP Site', baseUrl: BASE, packageManager: { name: 'npm' }, logger: createMemoryLogger() });
  const configFile = path.join(siteDir, 'sitegen.config.ts');
  const outDir = path.join(root, 'build');
  await build({ configFile, outDir, logger: createMemoryLogger() });
  // a link out of the output, as a careless deploy step might leave: refused, never followed
  await symlink(path.join(root, 'secret.txt'), path.join(outDir, 'leak.txt'));
  served = await serveSite({ outDir, basePath: BASE, port: 0, host: '127.0.0.1' });
  dev = await startDevServer({ configFile, host: '127.0.0.1', port: 0, logger: createMemoryLogger(), debounceMs: 20 });
}, 90_000);

afterAll(async () => {
  await served?.close();
  await dev?.close();
  await rm(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: fetch would resolve '..' itself, and refuses some methods. */
function ask(origin: string, method: string, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const servers = (): [name: string, origin: string][] => [
  ['serve', new URL(served.url).origin],
  ['dev', new URL(dev.url).origin],
];

/** The theme's main script, as the home page names it. */
async function scriptPath(origin: string): Promise<string> {
  const home = (await ask(origin, 'GET', BASE)).body.toString();
  const src = /<script[^>]+src="([^"]+\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  if (src === undefined) throw new Error('no script on the home page');
  return new URL(src, origin).pathname;
}

const WAYS_OUT = [
  `${BASE}../secret.txt`,
  `${BASE}%2e%2e/secret.txt`,
  `${BASE}%2E%2E%2Fsecret.txt`,
  `${BASE}docs/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
  `${BASE}..%5csecret.txt`,
  `${BASE}..%2f..%2fsecret.txt`,
  `${BASE}%252e%252e/secret.txt`,
  `${BASE}%00`,
];

/** What a request gets from each server, reduced to what both must agree on. */
async function bothAnswer(method: string, rawPath: string | ((origin: string) => Promise<string>), headers: Record<string, string> = {}) {
  const answers: Record<string, Answer> = {};
  for (const [name, origin] of servers()) {
    answers[name] = await ask(origin, method, typeof rawPath === 'string' ? rawPath : await rawPath(origin), headers);
  }
  return answers as { serve: Answer; dev: Answer };
}

describe('sitegen serve and sitegen dev', () => {
  it('answer methods other than GET and HEAD with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const { serve, dev } = await bothAnswer(method, `${BASE}docs/intro`);
      for (const answer of [serve, dev]) expect([answer.status, answer.headers.allow], method).toEqual([405, 'GET, HEAD']);
    }
    const { serve, dev } = await bothAnswer('HEAD', `${BASE}docs/intro`, { 'accept-encoding': 'br' });
    for (const answer of [serve, dev]) {
      expect([answer.status, answer.headers['content-encoding'], answer.body.length]).toEqual([200, 'br', 0]);
      expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    }
  });

  it('send the security headers on every answer: pages, assets, 404, 405, 403 and redirects', async () => {
    const cases: [method: string, rawPath: string | ((origin: string) => Promise<string>)][] = [
      ['GET', `${BASE}docs/intro`],
      ['GET', scriptPath],
      ['GET', `${BASE}no/such/page`],
      ['POST', `${BASE}`],
      ['GET', `${BASE}../secret.txt`],
      ['GET', '/'],
    ];
    for (const [method, rawPath] of cases) {
      const { serve, dev } = await bothAnswer(method, rawPath);
      expect(serve.status, `${method} ${String(rawPath)}`).toBe(dev.status);
      for (const answer of [serve, dev]) {
        expect(answer.headers, `${method} ${String(rawPath)}`).toMatchObject({
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'x-frame-options': 'SAMEORIGIN',
          'content-security-policy': "frame-ancestors 'self'",
        });
      }
    }
  });

  it('answer one byte range with 206, one past the end with 416, and never compress a range', async () => {
    const { serve, dev } = await bothAnswer('GET', scriptPath, { range: 'bytes=0-9', 'accept-encoding': 'br' });
    for (const answer of [serve, dev]) {
      expect([answer.status, answer.headers['content-encoding'], answer.body.length]).toEqual([206, undefined, 10]);
      expect(answer.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    }
    expect(serve.body.equals(dev.body)).toBe(true);
    const past = await bothAnswer('GET', scriptPath, { range: 'bytes=99999999-' });
    for (const answer of [past.serve, past.dev]) {
      expect([answer.status, answer.headers['content-range']]).toEqual([416, expect.stringMatching(/^bytes \*\/\d+$/)]);
    }
  });

  it('answer a request that holds the current ETag with 304, and one that holds an old one with the file', async () => {
    for (const [name, origin] of servers()) {
      const page = await ask(origin, 'GET', `${BASE}docs/intro`);
      const etag = page.headers.etag ?? '';
      expect(etag, name).not.toBe('');
      expect((await ask(origin, 'GET', `${BASE}docs/intro`, { 'if-none-match': etag })).status, name).toBe(304);
      expect((await ask(origin, 'GET', `${BASE}docs/intro`, { 'if-none-match': 'W/"old"' })).status, name).toBe(200);
      expect((await ask(origin, 'GET', `${BASE}docs/intro`, { 'if-match': '"not-this-one"' })).status, name).toBe(412);
    }
  });

  it('compress the script with brotli, the same bytes on every request', async () => {
    const { serve, dev } = await bothAnswer('GET', scriptPath, { 'accept-encoding': 'gzip, br' });
    for (const answer of [serve, dev]) {
      expect([answer.status, answer.headers['content-encoding'], answer.headers.vary]).toEqual([200, 'br', 'Accept-Encoding']);
      expect(brotliDecompressSync(answer.body).toString()).toContain('function');
    }
    const again = await bothAnswer('GET', scriptPath, { 'accept-encoding': 'gzip, br' });
    expect(again.serve.body.equals(serve.body) && again.dev.body.equals(dev.body)).toBe(true);
  });

  it('refuse every way out of the output with 403, and never send a file from outside it', async () => {
    for (const rawPath of WAYS_OUT) {
      const { serve, dev } = await bothAnswer('GET', rawPath);
      // %252e is a '%2e' named literally: a file of that name, absent (404), not a way out
      const expected = rawPath.includes('%25') ? 404 : 403;
      expect([serve.status, dev.status], rawPath).toEqual([expected, expected]);
      for (const answer of [serve, dev]) expect(answer.body.toString(), rawPath).not.toContain(SECRET);
    }
    // a symbolic link out of the output: serve refuses it; dev never wrote it
    const { serve, dev } = await bothAnswer('GET', `${BASE}leak.txt`);
    expect([serve.status, dev.status]).toEqual([403, 404]);
    for (const answer of [serve, dev]) expect(answer.body.toString()).not.toContain(SECRET);
  });
});

describe('sitegen dev on a site with a link out of it', () => {
  it('never serves the file the link leads to', async () => {
    const dir = path.join(root, 'linked');
    await initSite({ dir, title: 'Linked', baseUrl: '/', packageManager: { name: 'npm' }, logger: createMemoryLogger() });
    await mkdir(path.join(dir, 'static'), { recursive: true });
    await symlink(path.join(root, 'secret.txt'), path.join(dir, 'static', 'leak.txt'));
    const linked = await startDevServer({
      configFile: path.join(dir, 'sitegen.config.ts'),
      host: '127.0.0.1',
      port: 0,
      logger: createMemoryLogger(),
      debounceMs: 20,
    });
    try {
      const origin = new URL(linked.url).origin;
      for (const rawPath of ['/leak.txt', '/static/leak.txt', '/%2e%2e/secret.txt', '/../secret.txt']) {
        const answer = await ask(origin, 'GET', rawPath);
        expect(answer.status, rawPath).not.toBe(200);
        expect(answer.body.toString(), rawPath).not.toContain(SECRET);
      }
    } finally {
      await linked.close();
    }
  }, 60_000);
});

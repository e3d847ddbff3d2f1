import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevRequestHandler } from './createDevRequestHandler.js';
import type { OutputFiles } from './diffOutput.js';
import { LiveReloadHub } from './LiveReloadHub.js';

const script = 'export const answer = 42;\n'.repeat(200);
let output: OutputFiles | undefined;
let server: Server;
let hub: LiveReloadHub;
let port: number;

beforeAll(async () => {
  hub = new LiveReloadHub();
  server = createServer(
    createDevRequestHandler({ basePath: () => '/b/', output: () => output, hub, clientScript: 'console.log("client")' }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  hub.close();
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: fetch would resolve '..' itself, and refuses some methods. */
function ask(method: string, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const site = (): OutputFiles =>
  new Map([
    ['index.html', Buffer.from('<!doctype html><title>Home</title><body><h1>Home</h1></body>')],
    ['404.html', Buffer.from('<!doctype html><title>Missing</title><body>missing page</body>')],
    ['assets/main-ABC.js', Buffer.from(script)],
    ['.env', Buffer.from('SECRET=1')],
  ]);

describe('createDevRequestHandler', () => {
  it('answers 503 with the waiting page until the first build, with the client to reload it', async () => {
    output = undefined;
    const answer = await ask('GET', '/b/');
    expect([answer.status, answer.headers['cache-control']]).toEqual([503, 'no-store']);
    expect(answer.body.toString()).toContain('<script src="/__sitegen/client.js" defer></script>');
  });

  it('answers a page with the client added, and the security headers', async () => {
    output = site();
    const answer = await ask('GET', '/b/');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(
      '<!doctype html><title>Home</title><body><h1>Home</h1><script src="/__sitegen/client.js" defer></script></body>',
    );
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': "frame-ancestors 'self'",
      'cache-control': 'no-cache',
    });
  });

  it('answers methods other than GET and HEAD with 405, and the event stream to GET only', async () => {
    output = site();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await ask(method, '/b/');
      expect([answer.status, answer.headers.allow], method).toEqual([405, 'GET, HEAD']);
      const events = await ask(method, '/__sitegen/events');
      expect([events.status, events.headers.allow], method).toEqual([405, 'GET']);
    }
    const head = await ask('HEAD', '/b/assets/main-ABC.js', { 'accept-encoding': 'identity' });
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, String(script.length), 0]);
  });

  it('answers ranges with 206 or 416, and a known ETag with 304', async () => {
    output = site();
    const range = await ask('GET', '/b/assets/main-ABC.js', { range: 'bytes=0-5', 'accept-encoding': 'br' });
    expect([range.status, range.headers['content-range'], range.body.toString()]).toEqual([206, `bytes 0-5/${script.length}`, 'export']);
    const past = await ask('GET', '/b/assets/main-ABC.js', { range: `bytes=${script.length}-` });
    expect([past.status, past.headers['content-range']]).toEqual([416, `bytes */${script.length}`]);
    const etag = (await ask('GET', '/b/assets/main-ABC.js')).headers.etag ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect((await ask('GET', '/b/assets/main-ABC.js', { 'if-none-match': etag })).status).toBe(304);
    // the same bytes from a rebuild: the same ETag, still 304
    output = site();
    expect((await ask('GET', '/b/assets/main-ABC.js', { 'if-none-match': etag })).status).toBe(304);
  });

  it('compresses text with brotli as the client accepts', async () => {
    output = site();
    const answer = await ask('GET', '/b/assets/main-ABC.js', { 'accept-encoding': 'gzip, br' });
    expect([answer.headers['content-encoding'], answer.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('reaches only the files of the build: ways out are refused, hidden files and anything else are 404', async () => {
    output = site();
    for (const rawPath of [
      '/b/../package.json',
      '/b/%2e%2e/package.json',
      '/b/assets/%2E%2E%2F%2e%2e%2Fetc/passwd',
      '/b/..%5cpackage.json',
      '/b/%00',
      '/b/%zz',
    ]) {
      const answer = await ask('GET', rawPath);
      expect(answer.status, rawPath).toBe(403);
    }
    for (const rawPath of ['/b/.env', '/b//etc/passwd', '/etc/passwd', '/b/assets']) {
      const answer = await ask('GET', rawPath);
      expect([answer.status, answer.body.toString()], rawPath).toEqual([404, expect.stringContaining('missing page')]);
    }
  });
});

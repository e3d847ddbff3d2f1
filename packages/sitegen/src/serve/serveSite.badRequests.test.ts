/**
 * One server on a folder with bad links, then every bad request we know of, one after
 * another: each gets its status, and the server still serves the home page at the end.
 */
import { mkdir, mkdtemp, realpath, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger, type MemoryLogger } from '../logger/memoryLogger.js';
import { serveSite, type ServedSite } from './serveSite.js';

let root: string;
let outDir: string;
let logger: MemoryLogger;
let served: ServedSite;
let port: number;
const BIG = 8 * 1024 * 1024;

beforeAll(async () => {
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-bad-')));
  outDir = path.join(root, 'build');
  await mkdir(path.join(outDir, 'docs', 'intro'), { recursive: true });
  await mkdir(path.join(root, 'secrets'));
  await writeFile(path.join(outDir, 'index.html'), 'home');
  await writeFile(path.join(outDir, '404.html'), 'not found page');
  await writeFile(path.join(outDir, 'docs', 'intro', 'index.html'), 'intro');
  await writeFile(path.join(root, 'secret.txt'), 'outside the site');
  await writeFile(path.join(root, 'secrets', 'key.txt'), 'outside the site too');
  await symlink('nowhere.html', path.join(outDir, 'dangling.html'));
  await symlink('loop-b', path.join(outDir, 'loop-a'));
  await symlink('loop-a', path.join(outDir, 'loop-b'));
  await symlink(path.join(root, 'secrets'), path.join(outDir, 'etc'));
  logger = createMemoryLogger();
  served = await serveSite({ outDir, basePath: '/b/', port: 0, host: '127.0.0.1', logger });
  port = Number(new URL(served.url).port);
});

afterAll(async () => {
  await served?.close();
  await rm(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A raw request: fetch would normalise '..' away, and refuses some methods and headers. */
function send(method: string, rawPath: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: rawPath, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Reads the first chunk of a big file, lets `meanwhile` run, then reads on. */
function interrupted(
  rawPath: string,
  headers: Record<string, string>,
  meanwhile: () => Promise<void>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      let bytes = 0;
      res.once('data', () => {
        res.pause();
        meanwhile().then(() => res.resume(), reject);
      });
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serveSite, with bad links in the output and bad requests', () => {
  it('names each link it will not follow at start-up, and why', () => {
    expect(logger.messages('warn')).toEqual([
      `not serving the symbolic link ${path.join(outDir, 'dangling.html')} (dangling): its target does not exist; requests for it get 404`,
      `not serving the symbolic link ${path.join(outDir, 'etc')} (outside): it leads out of the output folder; requests for it get 403`,
      `not serving the symbolic link ${path.join(outDir, 'loop-a')} (loop): it leads back to itself; requests for it get 404`,
      `not serving the symbolic link ${path.join(outDir, 'loop-b')} (loop): it leads back to itself; requests for it get 404`,
    ]);
  });

  it('answers each bad request with its status, and still serves the home page after all of them', async () => {
    await writeFile(path.join(outDir, 'llms.txt'), 'x'.repeat(1000));
    const cases: [method: string, rawPath: string, headers: Record<string, string>, status: number][] = [
      // ranges: reversed, past the end, empty suffix; unparsable, another unit, several: ignored
      ['GET', '/b/llms.txt', { range: 'bytes=5-2' }, 416],
      ['GET', '/b/llms.txt', { range: 'bytes=999999-' }, 416],
      ['GET', '/b/llms.txt', { range: 'bytes=-0' }, 416],
      ['GET', '/b/docs/intro', { range: 'bytes=5-2', 'accept-encoding': 'br' }, 416],
      ['GET', '/b/llms.txt', { range: 'bytes=abc' }, 200],
      ['GET', '/b/llms.txt', { range: 'garbage' }, 200],
      ['GET', '/b/llms.txt', { range: 'bytes=0-1,5-6' }, 200],
      ['GET', '/b/llms.txt', { 'if-match': '"not-this-one"' }, 412],
      // methods
      ['POST', '/b/docs/intro', { 'content-type': 'text/plain' }, 405],
      ['PUT', '/b/llms.txt', {}, 405],
      ['DELETE', '/b/llms.txt', {}, 405],
      ['OPTIONS', '*', {}, 405],
      ['PATCH', '/b/', {}, 405],
      // links
      ['GET', '/b/dangling.html', {}, 404],
      ['GET', '/b/loop-a', {}, 404],
      ['GET', '/b/loop-b/index.html', {}, 404],
      ['GET', '/b/etc', {}, 403],
      ['GET', '/b/etc/key.txt', {}, 403],
      ['GET', '/b/etc/no-such-file', {}, 403],
      ['HEAD', '/b/etc/key.txt', {}, 403],
      // ways out of the folder
      ['GET', '/b/../secret.txt', {}, 403],
      ['GET', '/b/%2e%2e/secret.txt', {}, 403],
      ['GET', '/b/docs/%2E%2E%2F%2e%2e%2Fsecret.txt', {}, 403],
      ['GET', '/b/..%5csecret.txt', {}, 403],
      ['GET', '/b/%00', {}, 403],
      ['GET', '/b/%zz', {}, 403],
      ['GET', '/b//secret.txt', {}, 404],
      ['GET', `/b/${'a'.repeat(8000)}`, {}, 404],
    ];
    for (const [method, rawPath, headers, status] of cases) {
      const answer = await send(method, rawPath, headers, method === 'POST' ? 'a body' : undefined);
      expect(answer.status, `${method} ${rawPath.slice(0, 60)} ${JSON.stringify(headers)}`).toBe(status);
      expect(answer.body).not.toContain('outside the site');
      if (status === 405) expect(answer.headers.allow).toBe('GET, HEAD');
      if (status === 416) expect(answer.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    }

    // a request line the HTTP parser refuses: Node answers 400 itself
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);

    const home = await send('GET', '/b/');
    expect([home.status, home.body]).toEqual([200, 'home']);
  });

  it('survives files deleted or cut short while they are sent, and clients that leave', async () => {
    const big = path.join(outDir, 'big.bin');
    await writeFile(big, Buffer.alloc(BIG, 1));
    // deleted: the open file is still read to its end (POSIX)
    expect(await interrupted('/b/big.bin', {}, () => rm(big))).toEqual({ status: 200, bytes: BIG });
    expect((await send('GET', '/b/big.bin')).status).toBe(404);

    // cut short: the response ends short of its Content-Length, which the client sees
    await writeFile(big, Buffer.alloc(BIG, 1));
    await expect(interrupted('/b/big.bin', { connection: 'close' }, () => truncate(big, 0))).rejects.toThrow(/aborted/);

    // a client that leaves after the first chunk
    await writeFile(big, Buffer.alloc(BIG, 1));
    await new Promise<void>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/b/big.bin' }, (res) => res.once('data', () => req.destroy()));
      req.on('close', () => resolve());
      req.on('error', () => undefined);
      req.end();
    });

    const home = await send('GET', '/b/');
    expect([home.status, home.body]).toEqual([200, 'home']);
  });
});

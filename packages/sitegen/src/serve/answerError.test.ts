import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerError } from './answerError.js';
import { listen } from './listen.js';

describe('answerError', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/before') {
        res.setHeader('Content-Length', '5000');
        res.setHeader('ETag', '"x"');
        return answerError(res, new Error('EIO: i/o error, read'));
      }
      if (req.url === '/after') {
        res.writeHead(200, { 'Content-Length': '5000' });
        res.write('the first part of the body');
        return answerError(res, new Error('EIO: i/o error, read'));
      }
      res.end('still here');
    });
    port = await listen(server, 0, '127.0.0.1');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (pathname: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: pathname }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    });

  it('answers 500 without the headers set for the failed answer while nothing is sent', async () => {
    const response = await get('/before');
    expect(response.status).toBe(500);
    expect(response.headers.etag).toBeUndefined();
    expect(response.body).toBe('The output folder could not be read: EIO: i/o error, read');
  });

  it('cuts a response whose status line is out, and only that one', async () => {
    await expect(get('/after')).rejects.toThrow(/aborted|socket hang up/);
    expect((await get('/')).body).toBe('still here');
  });
});

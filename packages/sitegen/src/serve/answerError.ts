import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './securityHeaders.js';

/**
 * Answers a request whose handling failed. While nothing is sent yet it is a 500 (the
 * headers set for the failed answer are dropped: a Content-Length or an ETag would
 * describe a body that is not coming; the security headers are set again); once the
 * status line is out, another status cannot follow, so the response is cut and the client
 * sees it incomplete. Either way only this request ends: the server keeps serving.
 */
export function answerError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(500, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(`The output folder could not be read: ${error instanceof Error ? error.message : String(error)}`);
}

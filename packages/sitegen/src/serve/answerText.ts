import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './securityHeaders.js';

/** A short plain-text answer (403, 405, 412, 416...), never cached, with the security headers. */
export function answerText(res: ServerResponse, status: number, text: string, headers: Readonly<Record<string, string>> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
  res.end(text);
}

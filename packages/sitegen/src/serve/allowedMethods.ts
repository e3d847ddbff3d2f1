import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerText } from './answerText.js';

/** What both servers answer to: a built site is read, never written. */
export const ALLOWED_METHODS = 'GET, HEAD';

/**
 * Answers 405 with `Allow` to any method but those allowed, and says whether it did. The
 * same answer from `sitegen serve` and `sitegen dev`: a form or a fetch that works in one
 * works in the other, and fails on a static host as it fails here.
 */
export function refusedMethod(req: IncomingMessage, res: ServerResponse, allowed: string = ALLOWED_METHODS): boolean {
  if (allowed.split(', ').includes(req.method ?? '')) return false;
  answerText(res, 405, 'Method not allowed', { Allow: allowed });
  return true;
}

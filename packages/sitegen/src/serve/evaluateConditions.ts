import type { IncomingHttpHeaders } from 'node:http';

/** What identifies a file's current bytes for a conditional request. */
export interface Validators {
  etag: string;
  /** absent for files held in memory, which have only their ETag */
  lastModified?: Date;
}

export type ConditionOutcome = 'proceed' | 'not-modified' | 'precondition-failed';

/**
 * The preconditions of RFC 9110 §13.2.2 for GET and HEAD, in its order: If-Match (or else
 * If-Unmodified-Since) fails with 412; If-None-Match (or else If-Modified-Since) answers
 * 304. ETags compare weakly: a compressed and a plain answer share one, and both are the
 * same file. A request that says `Cache-Control: no-cache` asks for the body whatever it has.
 */
export function evaluateConditions(headers: IncomingHttpHeaders, validators: Validators): ConditionOutcome {
  const { etag, lastModified } = validators;
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    if (!matchesAny(ifMatch, etag)) return 'precondition-failed';
  } else if (lastModified !== undefined && isAfter(lastModified, headers['if-unmodified-since'])) {
    return 'precondition-failed';
  }
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(headers['cache-control'] ?? '')) return 'proceed';
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matchesAny(ifNoneMatch, etag) ? 'not-modified' : 'proceed';
  const since = headers['if-modified-since'];
  if (lastModified !== undefined && since !== undefined && !Number.isNaN(Date.parse(since)) && !isAfter(lastModified, since)) {
    return 'not-modified';
  }
  return 'proceed';
}

/**
 * Whether a Range is still to be honoured under its If-Range: the client holds the bytes
 * the ETag or date names; otherwise it gets the whole file, its copy being stale.
 */
export function rangeStillValid(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const header = headers['if-range'];
  const ifRange = Array.isArray(header) ? header[0] : header;
  if (ifRange === undefined) return true;
  if (ifRange.includes('"')) return ifRange.trim() === validators.etag;
  return validators.lastModified !== undefined && !Number.isNaN(Date.parse(ifRange)) && !isAfter(validators.lastModified, ifRange);
}

function matchesAny(list: string, etag: string): boolean {
  if (list.trim() === '*') return true;
  const opaque = opaqueTag(etag);
  return list.split(',').some((candidate) => opaqueTag(candidate.trim()) === opaque);
}

function opaqueTag(etag: string): string {
  return etag.startsWith('W/') ? etag.slice(2) : etag;
}

/** Whether the file changed after `date` (HTTP dates have whole seconds); false when there is no valid date. */
function isAfter(lastModified: Date, date: string | undefined): boolean {
  const time = date === undefined ? Number.NaN : Date.parse(date);
  if (Number.isNaN(time)) return false;
  return Math.floor(lastModified.getTime() / 1000) * 1000 > time;
}

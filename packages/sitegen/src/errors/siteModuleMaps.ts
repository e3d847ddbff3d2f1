import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/**
 * The source maps of the site's modules sitegen bundled (config, plugins, pages), by the
 * URL of the bundle it imported: a stack frame in one is mapped back to the author's file
 * and line. Node's own source-map support (process.setSourceMapsEnabled) would do it too,
 * but it reads the map of every module loaded, sitegen's included, on every build.
 */
const maps = new Map<string, { map: TraceMap; dir: string }>();

const INLINE_MAP = /\n\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

/** Keeps the inline source map of a bundle about to be imported from `url`; `dir` is what its sources are relative to. */
export function registerModuleMap(url: string, code: string, dir: string): void {
  const encoded = INLINE_MAP.exec(code)?.[1];
  if (encoded === undefined) return;
  maps.set(url, { map: new TraceMap(Buffer.from(encoded, 'base64').toString('utf8')), dir });
}

const FRAME = /(file:\/\/[^\s)]+?|\/[^\s():]+?):(\d+):(\d+)/;

/** A stack frame line with a position in a registered bundle rewritten to the author's file, line and column. */
export function mapStackFrame(frame: string): string {
  const match = FRAME.exec(frame);
  if (match === null) return frame;
  const [whole, location = '', line = '0', column = '0'] = match;
  const url = location.startsWith('file:') ? location : `file://${location}`;
  const entry = maps.get(url);
  if (entry === undefined) return frame;
  const original = originalPositionFor(entry.map, { line: Number(line), column: Number(column) - 1 });
  if (original.source === null || original.line === null) return frame;
  const source = original.source.startsWith('file:') ? fileURLToPath(original.source) : path.resolve(entry.dir, original.source);
  return frame.replace(whole, `${source}:${original.line}:${(original.column ?? 0) + 1}`);
}

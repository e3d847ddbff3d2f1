/**
 * What every benchmark measures, prints and records: a command's time under /usr/bin/time,
 * a folder's bytes, rounded figures, an aligned table, the machine it ran on.
 */
import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One command under /usr/bin/time (Node start-up and child processes included): wall and CPU ms, peak RSS, its output. */
export async function timed(command, args, options = {}) {
  const loadAtStart = round(os.loadavg()[0], 2);
  const { stdout, stderr } = await run('/usr/bin/time', ['-f', 'BENCH-TIME %e %U %S %M', command, ...args], {
    maxBuffer: 256 * 1024 * 1024,
    ...options,
  });
  const [, wall, user, system, rssKb] = /BENCH-TIME (\S+) (\S+) (\S+) (\S+)/.exec(stderr) ?? [];
  if (wall === undefined) throw new Error(`no timing from /usr/bin/time for ${command}:\n${stderr.slice(-2000)}`);
  return {
    wallMs: Number(wall) * 1000,
    cpuMs: (Number(user) + Number(system)) * 1000,
    maxRssMb: Number(rssKb) / 1024,
    loadAtStart,
    stdout,
  };
}

/** The bytes of the files in a folder and its subfolders, and how many are HTML pages. */
export async function folderBytes(folder) {
  let bytes = 0;
  let html = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += (await stat(path.join(entry.parentPath ?? entry.path, entry.name))).size;
    if (entry.name.endsWith('.html')) html += 1;
  }
  return { bytes, html };
}

/** The middle value; of an even count, the mean of the two middle ones. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Rows of cells as columns padded to their widest cell. */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows.map((row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')).join('\n');
}

/** The machine, with its load at the start: figures from a busy machine are read with it. */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    loadAverage: os.loadavg().map((l) => round(l, 2)),
  };
}

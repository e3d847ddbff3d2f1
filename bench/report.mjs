/** What every benchmark prints and records: rounded figures, an aligned table, the machine it ran on. */
import os from 'node:os';

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

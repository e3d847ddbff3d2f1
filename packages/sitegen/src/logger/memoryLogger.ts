import type { Logger } from './Logger.js';

export type LogEntry = { level: 'info' | 'warn' | 'error'; message: string } | { level: 'stage'; name: string; count?: number; ms: number };

export interface MemoryLogger extends Logger {
  entries: LogEntry[];
  /** messages of one level, for assertions */
  messages(level: 'info' | 'warn' | 'error'): string[];
}

/** Records everything, for tests that assert the expected messages and no others. */
export function createMemoryLogger(): MemoryLogger {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (message) => entries.push({ level: 'info', message }),
    warn: (message) => entries.push({ level: 'warn', message }),
    error: (message) => entries.push({ level: 'error', message }),
    stage: (name, detail) => entries.push({ level: 'stage', name, ...detail }),
    messages: (level) => entries.flatMap((entry) => (entry.level === level ? [entry.message] : [])),
  };
}

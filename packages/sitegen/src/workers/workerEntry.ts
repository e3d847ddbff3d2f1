/**
 * What a worker thread starts with (runInWorkers): the compile cache turned on, then the
 * stage's worker module, the last of the thread's argv, imported. Its static imports would be
 * compiled before any line of it ran.
 */
import { enableCompileCache } from './compileCache.js';

enableCompileCache();
const workerModule = process.argv.at(-1);
if (workerModule === undefined) throw new Error('a worker thread was started without its module');
await import(workerModule);

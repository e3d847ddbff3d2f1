/** The example check's worker thread (see checkExamples): type-checks what it is sent and answers once. */
import { parentPort, workerData } from 'node:worker_threads';
import { isSitegenError } from '../errors/SitegenError.js';
import type { TypeCheckAnswer } from './checkExamples.js';
import { type TypeCheckParams, typeCheckExamples } from './typeCheckExamples.js';

let answer: TypeCheckAnswer;
try {
  answer = { result: await typeCheckExamples(workerData as TypeCheckParams) };
} catch (error) {
  answer = {
    error: isSitegenError(error)
      ? { code: error.code, message: error.message, hint: error.hint }
      : { message: error instanceof Error ? error.message : String(error) },
  };
}
parentPort?.postMessage(answer);

import { describeThrown } from '../errors/describeThrown.js';
import { SitegenError } from '../errors/SitegenError.js';
import { thrownAt } from '../errors/thrownAt.js';

/**
 * The config a config module's default export stands for. Besides the object, a config may
 * export a function that returns it (or a promise of it), as Docusaurus's may, to read files
 * or fetch versions first; or a promise of it (`export default loadConfig()`). Without this a
 * promise validated as an object with no keys ("title: missing"). What the function throws,
 * or the promise rejects with, names the config file.
 */
export async function resolveConfigExport(exported: unknown, file: string): Promise<unknown> {
  const form = typeof exported === 'function' ? 'function' : isThenable(exported) ? 'promise' : undefined;
  if (form === undefined) return exported;
  try {
    const value = form === 'function' ? await (exported as () => unknown)() : await exported;
    if (value === undefined) {
      throw new SitegenError({
        code: 'config/invalid',
        message: `the config file's default export is a ${form} that ${form === 'function' ? 'returns' : 'resolves to'} nothing`,
        hint: 'Return the config object from it: `export default async () => ({ title: …, … })`.',
        location: { file },
      });
    }
    return value;
  } catch (cause) {
    if (cause instanceof SitegenError) throw cause;
    const at = thrownAt(cause);
    throw new SitegenError({
      code: 'config/load',
      message: `the config file's default export (a ${form}) ${form === 'function' ? 'threw' : 'rejected'}: ${describeThrown(cause)}${at === undefined ? '' : ` (${at})`}`,
      hint: `Fix the code of the ${form === 'function' ? 'function' : 'promise'} the config file exports.`,
      location: { file },
      cause,
    });
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

import { createRequire } from 'node:module';
import { SitegenError, type SourceLocation } from '../errors/SitegenError.js';
import type { DiagnosticCode } from '../errors/codes.js';

/**
 * The optional peer dependencies of @sitegen/core: heavy packages that only some sites need,
 * so a site installs them beside sitegen when it uses the feature, and a site that does not
 * never downloads them. Each names the feature and the error code of its absence.
 */
const OPTIONAL_PEERS = {
  typedoc: { feature: 'The API reference (`api` in the config, `sitegen api`)', code: 'api/typedoc-missing' },
  linkinator: { feature: 'The crawl of `--strict-links`', code: 'links/linkinator-missing' },
} as const satisfies Record<string, { feature: string; code: DiagnosticCode }>;

export type OptionalPeer = keyof typeof OPTIONAL_PEERS;

const peerRanges = (createRequire(import.meta.url)('../../package.json') as { peerDependencies: Record<OptionalPeer, string> })
  .peerDependencies;

/**
 * Runs `load` (a literal `import('typedoc')`, so that the module keeps its types) and turns
 * "the package is not installed" into an error that says what to install; any other failure
 * (the package is there but broken) is rethrown as it is.
 */
export async function importOptional<T>(name: OptionalPeer, load: () => Promise<T>, location?: SourceLocation): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    if (!isMissingPackage(cause, name)) throw cause;
    const { feature, code } = OPTIONAL_PEERS[name];
    throw new SitegenError({
      code,
      message: `${feature} needs ${name}, which is not installed`,
      hint: `Install it beside the site: npm install --save-dev ${name}@${peerRanges[name]} (pnpm add -D, yarn add -D).`,
      location,
      cause,
    });
  }
}

function isMissingPackage(error: unknown, name: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // Node names the package it could not find: a dependency of `name` missing is another problem
  return code === 'ERR_MODULE_NOT_FOUND' && typeof message === 'string' && message.includes(`'${name}'`);
}

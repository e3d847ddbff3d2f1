import { createRequire } from 'node:module';
import path from 'node:path';
import type { SitegenError } from '../errors/SitegenError.js';

export type TypeScriptModule = typeof import('typescript');

/**
 * The TypeScript the site installed (for its own type-checking, or as TypeDoc's peer), else
 * one beside sitegen. It is no dependency of sitegen: a site that never checks examples nor
 * builds an API reference does not install it, not even in a production install.
 */
export function loadTypeScript(siteDir: string, missing: () => SitegenError): TypeScriptModule {
  for (const from of [path.join(siteDir, 'package.json'), import.meta.url]) {
    try {
      return createRequire(from)('typescript') as TypeScriptModule;
    } catch {
      // not installed there: the next place
    }
  }
  throw missing();
}

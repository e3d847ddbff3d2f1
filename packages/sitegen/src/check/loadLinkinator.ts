import { importOptional } from '../load/importOptional.js';

/**
 * linkinator, the crawler of `--strict`: an optional peer dependency, so its absence is an
 * error saying what to install. `build` calls it before its first stage, so that a site
 * without it learns so at once rather than after a whole build.
 */
export function loadLinkinator(): Promise<typeof import('linkinator')> {
  return importOptional('linkinator', () => import('linkinator'));
}

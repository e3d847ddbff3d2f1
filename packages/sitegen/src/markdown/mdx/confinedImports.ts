import path from 'node:path';
import type { Plugin } from 'esbuild';
import { checkSiteFile, type FileAccess } from '../../files/siteFileAccess.js';

/** Any module an MDX page may import is code or data of the site: a bundle larger than this is not a page's. */
const MAX_IMPORTED_BYTES = 5 * 1024 * 1024;

/** What a refused import's esbuild error starts with, so the page's diagnostic carries the refusal's code. */
export const REFUSED_IMPORT = /^(files\/[a-z-]+): /;

/**
 * The site's file access for the modules an MDX page imports: a relative or absolute import
 * (`../../../.env.json`, a partial linked from elsewhere) is loaded only from the site's
 * folders; an installed package (under node_modules) is the site's dependency, not a file of
 * its content, and loads as esbuild finds it.
 */
export function confinedImports(page: string, access: FileAccess): Plugin {
  return {
    name: 'sitegen-confined-imports',
    setup(build) {
      build.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
        if (args.path === page || args.path.split(path.sep).includes('node_modules')) return undefined;
        const checked = checkSiteFile(args.path, access, { fromFile: page, maxBytes: MAX_IMPORTED_BYTES });
        if (checked.ok || !('refusal' in checked)) return undefined;
        return { errors: [{ text: `${checked.refusal.code}: ${checked.refusal.message}`, detail: checked.refusal.hint }] };
      });
    },
  };
}

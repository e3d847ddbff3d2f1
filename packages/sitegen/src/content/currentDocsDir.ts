import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';

/** The folder of the current docs: content/docs, or a VitePress site's `srcDir`, whose every page is a doc. */
export function currentDocsDir(config: Pick<ResolvedConfig, 'contentDir'> & Partial<Pick<ResolvedConfig, 'vitepress'>>): string {
  return config.vitepress?.srcDir ?? path.join(config.contentDir, 'docs');
}

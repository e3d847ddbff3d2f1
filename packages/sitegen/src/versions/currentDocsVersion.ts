import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { CURRENT_VERSION, type DocsVersion } from './types.js';

/** The docs of a site without released versions: content/docs at the docs route, as every site had before versions. */
export function currentDocsVersion(config: Pick<ResolvedConfig, 'contentDir' | 'docs' | 'sidebars'>): DocsVersion {
  return {
    name: CURRENT_VERSION,
    label: config.docs.versions[CURRENT_VERSION]?.label ?? config.docs.currentVersionLabel,
    path: '',
    banner: 'none',
    isCurrent: true,
    isLatest: true,
    docsDir: path.join(config.contentDir, 'docs'),
    sidebars: config.sidebars,
  };
}

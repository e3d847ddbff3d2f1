import type { ResolvedConfig } from '../config/types.js';
import { currentDocsDir } from '../content/currentDocsDir.js';
import { ENGLISH_STRINGS } from '../view/strings.js';
import { CURRENT_VERSION, type DocsVersion } from './types.js';

/** The docs of a site without released versions: content/docs at the docs route, as every site had before versions. */
export function currentDocsVersion(
  config: Pick<ResolvedConfig, 'contentDir' | 'docs' | 'sidebars' | 'themeStrings'> & Partial<Pick<ResolvedConfig, 'vitepress'>>,
): DocsVersion {
  return {
    name: CURRENT_VERSION,
    label: config.docs.versions[CURRENT_VERSION]?.label ?? currentDocsLabel(config),
    path: '',
    banner: 'none',
    isCurrent: true,
    isLatest: true,
    docsDir: currentDocsDir(config),
    sidebars: config.sidebars,
  };
}

/** The current docs' label: the site's, or "Next" in the locale's words. */
export function currentDocsLabel(config: Pick<ResolvedConfig, 'docs' | 'themeStrings'>): string {
  return config.docs.currentVersionLabel ?? (config.themeStrings ?? ENGLISH_STRINGS).nextVersion;
}

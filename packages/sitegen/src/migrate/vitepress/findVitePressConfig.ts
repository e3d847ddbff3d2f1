import { existsSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../../errors/SitegenError.js';

const CONFIG_NAMES = ['config.ts', 'config.mts', 'config.js', 'config.mjs', 'config/index.ts', 'config/index.mts', 'config/index.js'];

export interface VitePressProject {
  /** the folder holding `.vitepress/` (VitePress's root: `vitepress build <root>`) */
  root: string;
  configFile: string;
}

/** The VitePress project in `dir`, or in `dir/docs` (where most projects keep it). */
export function findVitePressConfig(dir: string): VitePressProject {
  for (const root of [dir, path.join(dir, 'docs')]) {
    for (const name of CONFIG_NAMES) {
      const configFile = path.join(root, '.vitepress', name);
      if (existsSync(configFile)) return { root, configFile };
    }
  }
  throw new SitegenError({
    code: 'migrate/not-found',
    message: `no VitePress config in ${dir}: neither .vitepress/config.{ts,mts,js,mjs} nor docs/.vitepress/config.… exists`,
    hint: 'Run the command in the VitePress project, or name its folder: sitegen migrate vitepress docs',
  });
}

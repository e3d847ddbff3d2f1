import { gzipSync } from 'node:zlib';
import { bundleClient, type AssetFile } from './bundleClient.js';
import { bundleStyles, type CustomCss } from './bundleStyles.js';

export interface BundledAssets {
  files: AssetFile[];
  /** paths relative to the output folder, in load order */
  css: string[];
  js: string[];
  /** gzip sizes in bytes of what a first visit loads (lazy chunks left out), for the end-of-build report */
  gzip: { js: number; css: number };
  /** the files the site's and plugins' stylesheets were bundled from (`sitegen dev` watches them) */
  styleInputs: string[];
}

export interface BundleAssetsParams {
  clientEntry: string;
  stylesheets: string[];
  /** rules the build writes (the code token classes' colours), after the theme's stylesheets */
  generatedCss?: string;
  /** the plugins' and the site's own stylesheets, after the theme's */
  customCss?: CustomCss;
  /** the plugins' islands: name → absolute path of the browser module */
  islands?: Record<string, string>;
  /** modules of the client bundled in place of others (ThemeAssets' `versions.replacements`) */
  replacements?: Record<string, string>;
  cacheDir: string;
}

/** The theme's client bundle (with the plugins' islands) and the stylesheet (the theme's, the plugins', the site's), ready to write under `assets/`. */
export async function bundleAssets(params: BundleAssetsParams): Promise<BundledAssets> {
  const [client, styles] = await Promise.all([
    bundleClient({ entry: params.clientEntry, islands: params.islands, replacements: params.replacements, cacheDir: params.cacheDir }),
    bundleStyles(params.stylesheets, params.customCss, params.generatedCss),
  ]);
  const js = client.filter((file) => file.path.endsWith('.js'));
  const gzipSize = (files: AssetFile[]): number => files.reduce((sum, file) => sum + gzipSync(file.contents).length, 0);
  return {
    files: [...client, styles.stylesheet, ...styles.assets],
    css: [styles.stylesheet.path],
    js: js.filter((file) => /\/main-[^/]+\.js$/.test(file.path)).map((file) => file.path),
    gzip: { js: gzipSize(js.filter((file) => file.lazy !== true)), css: gzipSize([styles.stylesheet]) },
    styleInputs: styles.inputs,
  };
}

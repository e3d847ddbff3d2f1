import { constants } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import { SitegenError, type SourceLocation } from '../errors/SitegenError.js';
import type { AssetFile } from './bundleClient.js';
import { bundleCustomStylesheet } from './bundleCustomStylesheet.js';
import { contentHash } from './contentHash.js';

/** A stylesheet of the site (config `customCss`) or of a plugin, and who listed it. */
export interface CustomStylesheet {
  file: string;
  /** "customCss" or "the plugin 'x'" */
  listedBy: string;
}

/** The site's and its plugins' stylesheets, in order, and the config that names them. */
export interface CustomCss {
  sheets: CustomStylesheet[];
  namedIn?: SourceLocation;
}

export interface BundledStyles {
  stylesheet: AssetFile;
  /** the files the site's and plugins' stylesheets reach by `url()` */
  assets: AssetFile[];
  /** the files the site's and plugins' stylesheets were bundled from (their `@import`s and `url()` files too) */
  inputs: string[];
}

/**
 * The theme's stylesheets, the rules the build generated, then the plugins' and the site's (each bundled: its
 * `@import`s inlined, its `url()` files copied), in order, minified into one hashed file: the site's rules come last,
 * so they win over the theme's of equal weight. `@import`s of other sites open the file, where browsers apply them.
 */
export async function bundleStyles(stylesheets: string[], custom: CustomCss = { sheets: [] }, generated = ''): Promise<BundledStyles> {
  const [theme, bundled] = await Promise.all([
    Promise.all(stylesheets.map((file) => readFile(file, 'utf8'))),
    Promise.all(custom.sheets.map(async (sheet) => bundleCustomStylesheet(await readable(sheet, custom.namedIn), sheet.listedBy))),
  ]);
  const remoteImports = [...new Set(bundled.flatMap((sheet) => sheet.remoteImports))];
  const source = [...remoteImports, ...theme, generated, ...bundled.map((sheet) => sheet.css)].join('\n');
  const { code } = await transform(source, { loader: 'css', minify: true, logLevel: 'silent' });
  const assets = new Map(bundled.flatMap((sheet) => sheet.assets).map((asset) => [asset.path, asset]));
  return {
    stylesheet: { path: `assets/styles-${contentHash(code)}.css`, contents: Buffer.from(code) },
    assets: [...assets.values()],
    inputs: [...new Set(bundled.flatMap((sheet) => sheet.inputs))],
  };
}

/** The stylesheet's path once it is known to be readable: a missing one is reported at the config that lists it. */
async function readable({ file, listedBy }: CustomStylesheet, namedIn: SourceLocation | undefined): Promise<string> {
  await access(file, constants.R_OK).catch((cause: NodeJS.ErrnoException) => {
    throw new SitegenError({
      code: 'config/custom-css-missing',
      message: `${listedBy === 'customCss' ? 'customCss' : `a stylesheet of ${listedBy}`}: ${file} cannot be read (${cause.code ?? cause.message})`,
      hint:
        listedBy === 'customCss'
          ? 'List stylesheets that exist, relative to the folder of sitegen.config.ts.'
          : `Fix the path in ${listedBy}: absolute, or relative to the folder of sitegen.config.ts.`,
      location: namedIn,
      cause,
    });
  });
  return file;
}

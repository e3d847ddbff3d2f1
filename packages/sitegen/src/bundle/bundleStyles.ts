import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import { SitegenError, type SourceLocation } from '../errors/SitegenError.js';
import type { AssetFile } from './bundleClient.js';
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

/**
 * The theme's stylesheets, the rules the build generated, then the plugins' and the site's, concatenated in
 * order and minified into one hashed file: the site's rules come last, so they win over the theme's of equal weight.
 */
export async function bundleStyles(stylesheets: string[], custom: CustomCss = { sheets: [] }, generated = ''): Promise<AssetFile> {
  const readCustom = ({ file, listedBy }: CustomStylesheet): Promise<string> =>
    readFile(file, 'utf8').catch((cause: NodeJS.ErrnoException) => {
      throw new SitegenError({
        code: 'config/custom-css-missing',
        message: `${listedBy === 'customCss' ? 'customCss' : `a stylesheet of ${listedBy}`}: ${file} cannot be read (${cause.code ?? cause.message})`,
        hint:
          listedBy === 'customCss'
            ? 'List stylesheets that exist, relative to the folder of sitegen.config.ts.'
            : `Fix the path in ${listedBy}: absolute, or relative to the folder of sitegen.config.ts.`,
        location: custom.namedIn,
        cause,
      });
    });
  const sources = await Promise.all([...stylesheets.map((file) => readFile(file, 'utf8')), generated, ...custom.sheets.map(readCustom)]);
  const { code } = await transform(sources.join('\n'), { loader: 'css', minify: true, logLevel: 'silent' });
  return { path: `assets/styles-${contentHash(code)}.css`, contents: Buffer.from(code) };
}

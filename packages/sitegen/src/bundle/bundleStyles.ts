import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import { SitegenError, type SourceLocation } from '../errors/SitegenError.js';
import type { AssetFile } from './bundleClient.js';
import { contentHash } from './contentHash.js';

/** The site's own stylesheets (config `customCss`) and where they were named. */
export interface CustomCss {
  files: string[];
  namedIn?: SourceLocation;
}

/**
 * The theme's stylesheets, then the site's, concatenated in order and minified into one
 * hashed file: the site's rules come last, so they win over the theme's of equal weight.
 */
export async function bundleStyles(stylesheets: string[], custom: CustomCss = { files: [] }): Promise<AssetFile> {
  const readCustom = (file: string): Promise<string> =>
    readFile(file, 'utf8').catch((cause: NodeJS.ErrnoException) => {
      throw new SitegenError({
        code: 'config/custom-css-missing',
        message: `customCss: ${file} cannot be read (${cause.code ?? cause.message})`,
        hint: 'List stylesheets that exist, relative to the folder of sitegen.config.ts.',
        location: custom.namedIn,
        cause,
      });
    });
  const sources = await Promise.all([...stylesheets.map((file) => readFile(file, 'utf8')), ...custom.files.map(readCustom)]);
  const { code } = await transform(sources.join('\n'), { loader: 'css', minify: true, logLevel: 'silent' });
  return { path: `assets/styles-${contentHash(code)}.css`, contents: Buffer.from(code) };
}

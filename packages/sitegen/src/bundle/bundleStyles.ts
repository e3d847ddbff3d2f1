import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import type { AssetFile } from './bundleClient.js';
import { contentHash } from './contentHash.js';

/** The theme's stylesheets, concatenated in order and minified into one hashed file. */
export async function bundleStyles(stylesheets: string[]): Promise<AssetFile> {
  const sources = await Promise.all(stylesheets.map((file) => readFile(file, 'utf8')));
  const { code } = await transform(sources.join('\n'), { loader: 'css', minify: true, logLevel: 'silent' });
  return { path: `assets/styles-${contentHash(code)}.css`, contents: Buffer.from(code) };
}

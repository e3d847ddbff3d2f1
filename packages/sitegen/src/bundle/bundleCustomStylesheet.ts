import path from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import { SitegenError } from '../errors/SitegenError.js';
import type { AssetFile } from './bundleClient.js';

/** One of the site's or a plugin's stylesheets with its `@import`s inlined and its `url()` files beside it. */
export interface BundledStylesheet {
  /** the rules, with `url()`s relative to `assets/` */
  css: string;
  /** `@import`s of other sites (a web font service's), which must open the final stylesheet to apply */
  remoteImports: string[];
  /** the files its `url()`s name, hashed, under `assets/` */
  assets: AssetFile[];
  /** the absolute paths of the files it was made of: itself, what it `@import`s, what its `url()`s name */
  inputs: string[];
}

/** What CSS reaches by `url()`: written beside the stylesheet under a hashed name. */
const URL_ASSET_LOADERS = Object.fromEntries(
  ['.woff2', '.woff', '.ttf', '.otf', '.eot', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.cur'].map(
    (extension) => [extension, 'file' as const],
  ),
);

/** A `url(/img/x.png)` names a file of the site's `static/` folder, which is written as it is. */
const sitePathsStayExternal: Plugin = {
  name: 'sitegen-site-paths',
  setup(build) {
    build.onResolve({ filter: /^\// }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true }));
  },
};

/** The output folder esbuild is told: only where `assets/` sits relative to the stylesheet matters, as nothing is written. */
const OUT_DIR = path.resolve('/sitegen-css/assets');
const REMOTE_IMPORT = /^@import\s[^;]+;\s*/;

/**
 * Bundles one stylesheet as CSS authors expect: `@import` of a file or of a package (`@fontsource-variable/inter`)
 * inlined where it stands, and every file a `url()` names (KaTeX's fonts) copied under a content-hashed name with the
 * `url()` rewritten to it. A file that cannot be found fails at the line that names it.
 */
export async function bundleCustomStylesheet(file: string, listedBy: string): Promise<BundledStylesheet> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    outdir: OUT_DIR,
    entryNames: 'styles',
    assetNames: '[name]-[hash]',
    loader: URL_ASSET_LOADERS,
    plugins: [sitePathsStayExternal],
    metafile: true,
    logLevel: 'silent',
  }).catch((failure: { errors?: Message[] }) => {
    throw cssError(file, listedBy, failure.errors ?? []);
  });
  // browsers ignore an @import after a rule, which esbuild keeps where it is
  const misplaced = result.warnings.filter((warning) => warning.id === 'invalid-@import');
  if (misplaced.length > 0) throw cssError(file, listedBy, misplaced);
  let css = '';
  const assets: AssetFile[] = [];
  for (const output of result.outputFiles) {
    if (output.path.endsWith('.css')) css = output.text;
    else
      assets.push({
        path: `assets/${path.relative(OUT_DIR, output.path).split(path.sep).join('/')}`,
        contents: Buffer.from(output.contents),
      });
  }
  const remoteImports: string[] = [];
  for (let match = REMOTE_IMPORT.exec(css); match !== null; match = REMOTE_IMPORT.exec(css)) {
    remoteImports.push(match[0].trim());
    css = css.slice(match[0].length);
  }
  // the metafile names its inputs relative to esbuild's working folder, the process's
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
  return { css, remoteImports, assets, inputs };
}

function cssError(file: string, listedBy: string, errors: Message[]): SitegenError {
  const [first] = errors;
  const at = first?.location;
  const unresolved = first?.text.startsWith('Could not resolve') === true;
  return new SitegenError({
    code: 'config/custom-css-invalid',
    message: `${listedBy === 'customCss' ? 'customCss' : `a stylesheet of ${listedBy}`} ${file}: ${first?.text ?? 'esbuild failed'}`,
    hint: unresolved
      ? 'Name a file that exists, relative to the stylesheet, or an installed package (@import "katex/dist/katex.css"); a path starting with / is left to the static folder.'
      : first?.id === 'invalid-@import'
        ? 'Move the @import above every rule of the stylesheet: only @charset and @layer may come before it.'
        : 'Fix the stylesheet at this line.',
    location: at === null || at === undefined ? { file } : { file: path.resolve(at.file), line: at.line, column: at.column + 1 },
    details: errors.slice(1).map((error) => `${error.location?.file ?? file}:${error.location?.line ?? '?'}: ${error.text}`),
  });
}

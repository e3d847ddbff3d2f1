import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const CSS_MODULE = /\.module\.css$/;
const SOURCE = 'sitegen-css-module';

/**
 * CSS modules (`import styles from './x.module.css'`, as Docusaurus's components use them): each
 * file's classes are scoped by esbuild's local-css loader and the import is the map of its class
 * names; the compiled CSS is collected into `styles`, which the page carries. Each file is
 * compiled on its own under a name with its path's hash, so that two files' `.container` (a
 * `styles.module.css` in each component's folder) get different names.
 */
export function cssModules(styles: string[]): Plugin {
  return {
    name: 'sitegen-css-modules',
    setup(pageBuild) {
      pageBuild.onLoad({ filter: CSS_MODULE, namespace: 'file' }, async (args) => {
        const css = await readFile(args.path, 'utf8');
        const hash = createHash('sha256').update(args.path).digest('hex').slice(0, 8);
        // esbuild names a local class after its file: the folder and hash make the names unique
        const name = `${path.basename(path.dirname(args.path))}-${path.basename(args.path, '.module.css')}-${hash}.module.css`;
        const compiled = await build({
          stdin: { contents: `export { default } from '${SOURCE}';`, loader: 'js', resolveDir: path.dirname(args.path) },
          bundle: true,
          write: false,
          outdir: path.dirname(args.path),
          format: 'esm',
          logLevel: 'silent',
          plugins: [
            {
              name: SOURCE,
              setup(cssBuild) {
                cssBuild.onResolve({ filter: new RegExp(`^${SOURCE}$`) }, () => ({ path: name, namespace: SOURCE }));
                cssBuild.onLoad({ filter: /.*/, namespace: SOURCE }, () => ({
                  contents: css,
                  loader: 'local-css',
                  resolveDir: path.dirname(args.path),
                }));
              },
            },
          ],
        });
        const output = (extension: string): string => compiled.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
        styles.push(output('.css'));
        return { contents: output('.js'), loader: 'js' };
      });
    },
  };
}

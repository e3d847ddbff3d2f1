/**
 * Serves theme-rendered pages without the build pipeline: sample view models rendered by
 * `renderDocument`, the stylesheets concatenated, the client entry bundled the way the core
 * bundles it (react aliased to preact/compat). For the widget tests of the theme.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { renderDocument, themeAssets, type PageView, type SiteView } from '../../packages/theme/src/index.js';

const require = createRequire(new URL('../../packages/sitegen/package.json', import.meta.url));
const esbuild = require('esbuild') as typeof import('esbuild');

export interface HarnessSite {
  url: string;
  root: string;
  close(): Promise<void>;
}

export interface ServeThemePagesParams {
  site: SiteView;
  pages: PageView[];
  /** extra files under the site root (path relative to the base path → contents) */
  files?: Record<string, string>;
}

export async function bundleClient(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [themeAssets.clientEntry],
    absWorkingDir: themeAssets.packageDir,
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    jsx: 'automatic',
    target: 'es2020',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
  });
  return result.outputFiles[0]?.text ?? '';
}

export async function bundleCss(): Promise<string> {
  return (await Promise.all(themeAssets.stylesheets.map((file) => readFile(file, 'utf8')))).join('\n');
}

function outputPath(root: string, href: string, kind: PageView['kind']): string {
  if (kind === 'notFound') return join(root, href);
  return join(root, href, 'index.html');
}

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript' };

export async function serveThemePages({ site, pages, files = {} }: ServeThemePagesParams): Promise<HarnessSite> {
  const tmp = new URL('../.tmp/', import.meta.url).pathname;
  await mkdir(tmp, { recursive: true });
  const root = await mkdtemp(join(tmp, 'theme-'));
  const base = site.basePath;
  const withAssets: SiteView = { ...site, assets: { css: [`${base}assets/theme.css`], js: [`${base}assets/main.js`] } };
  const outputs: Record<string, string> = {
    [join(root, base, 'assets/theme.css')]: await bundleCss(),
    [join(root, base, 'assets/main.js')]: await bundleClient(),
  };
  for (const page of pages) outputs[outputPath(root, page.href, page.kind)] = renderDocument(page, withAssets);
  for (const [path, contents] of Object.entries(files)) outputs[join(root, base, path)] = contents;
  for (const [path, contents] of Object.entries(outputs)) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, contents);
  }
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const candidates = [join(root, pathname), join(root, pathname, 'index.html')];
    void (async () => {
      for (const file of candidates) {
        const body = await readFile(file).catch(() => null);
        if (body !== null) {
          response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
          response.end(body);
          return;
        }
      }
      const notFound = await readFile(join(root, base, '404.html')).catch(() => Buffer.from('not found'));
      response.writeHead(404, { 'content-type': types['.html'] });
      response.end(notFound);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}

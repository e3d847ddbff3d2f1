/**
 * Serves theme-rendered pages without the build pipeline: sample view models rendered by
 * `renderDocument`, the stylesheets concatenated, the client entry bundled by the core's
 * `bundleClient` (react aliased to preact/compat, lazy chunks). For the widget tests of the theme.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join } from 'node:path';
import { bundleClient } from '../../packages/sitegen/src/bundle/bundleClient.js';
import { renderDocument, themeAssets, type PageView, type SiteView } from '../../packages/theme/src/index.js';

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

async function bundleCss(): Promise<string> {
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
  const scripts = await bundleClient({ entry: themeAssets.clientEntry, cacheDir: join(root, '.cache') });
  const main = scripts.filter((script) => /^assets\/main-[^/]+\.js$/.test(script.path)).map((script) => `${base}${script.path}`);
  const withAssets: SiteView = { ...site, assets: { css: [`${base}assets/theme.css`], js: main } };
  const outputs: Record<string, string | Uint8Array> = { [join(root, base, 'assets/theme.css')]: await bundleCss() };
  for (const script of scripts) outputs[join(root, base, script.path)] = script.contents;
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

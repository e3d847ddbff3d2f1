import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactPageMeta, ReactPageProps } from '@sitegen/theme';
import { SitegenError } from '../errors/SitegenError.js';
import type { RenderedReactPage } from '../routes/buildSiteModel.js';

const require = createRequire(import.meta.url);

/**
 * React and the theme resolve to sitegen's own copies: the page must share the React that
 * renders it, and the site folder need not install React itself.
 */
const sharedModules: Plugin = {
  name: 'sitegen-shared-modules',
  setup(build) {
    build.onResolve({ filter: /^(react|react-dom|@sitegen\/theme)(\/.*)?$/ }, (args) => ({
      path: pathToFileURL(require.resolve(args.path)).href,
      external: true,
    }));
  },
};

interface ReactPageModule {
  default?: unknown;
  meta?: ReactPageMeta;
}

/** Bundles a site's `.tsx` page with esbuild, imports it and renders its default export to static markup. */
export async function renderReactPage(file: string, props: ReactPageProps): Promise<RenderedReactPage> {
  const mod = await importPage(file);
  if (typeof mod.default !== 'function') {
    throw new SitegenError({
      code: 'render/react-page',
      message: 'the page has no default export of a React component',
      hint: 'Export the page component as default: `export default function Home(props: ReactPageProps) { ... }`.',
      location: { file },
    });
  }
  try {
    const html = renderToStaticMarkup(createElement(mod.default as ComponentType<ReactPageProps>, props));
    return { html, title: mod.meta?.title, description: mod.meta?.description };
  } catch (cause) {
    throw new SitegenError({
      code: 'render/react-page',
      message: `the page threw while rendering: ${cause instanceof Error ? cause.message : String(cause)}`,
      hint: 'Fix the error in the page component; it renders once at build time, without a browser.',
      location: { file },
      cause,
    });
  }
}

async function importPage(file: string): Promise<ReactPageModule> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      plugins: [sharedModules],
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      write: false,
      logLevel: 'silent',
    });
    code = result.outputFiles[0]?.text ?? '';
  } catch (cause) {
    throw new SitegenError({
      code: 'render/react-page',
      message: `the page does not compile: ${cause instanceof Error ? (cause.message.split('\n')[1] ?? cause.message) : String(cause)}`,
      hint: 'Fix the syntax error in the page.',
      location: { file },
      cause,
    });
  }
  // written beside the page so its own bare imports resolve from the site's node_modules
  const temp = path.join(path.dirname(file), `.sitegen-page.${process.pid}.${randomBytes(4).toString('hex')}.mjs`);
  await writeFile(temp, code);
  try {
    return (await import(pathToFileURL(temp).href)) as ReactPageModule;
  } catch (cause) {
    throw new SitegenError({
      code: 'render/react-page',
      message: `the page threw while loading: ${cause instanceof Error ? cause.message : String(cause)}`,
      hint: 'Check the imports and top-level code of the page.',
      location: { file },
      cause,
    });
  } finally {
    await rm(temp, { force: true });
  }
}

import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactPageMeta, ReactPageProps } from '../view/index.js';
import { SitegenError } from '../errors/SitegenError.js';
import { importTypeScript, type ImportFailure } from '../load/importTypeScript.js';
import { sitegenModules } from '../load/sitegenModules.js';
import type { RenderedReactPage } from '../routes/buildSiteModel.js';

interface ReactPageModule {
  default?: unknown;
  meta?: ReactPageMeta;
}

/** Imports a site's `.tsx` page (see importTypeScript) and renders its default export to static markup. */
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
    const markdown = mod.meta?.markdown?.(props);
    return { html, title: mod.meta?.title, description: mod.meta?.description, ...(markdown === undefined ? {} : { markdown }) };
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

const PAGE_HINTS: Readonly<Record<ImportFailure, string>> = {
  compile: 'Fix the syntax error in the page.',
  resolve: "Check the import's path: relative imports are resolved from the page's folder; packages must be installed in the site.",
  load: 'Check the imports and top-level code of the page.',
};

async function importPage(file: string): Promise<ReactPageModule> {
  return (await importTypeScript({
    file,
    plugins: [sitegenModules],
    jsx: true,
    toError: ({ failure, message, line, column, cause }) =>
      new SitegenError({
        code: 'render/react-page',
        message: failure === 'load' ? `the page threw while loading: ${message}` : `the page does not compile: ${message}`,
        hint: PAGE_HINTS[failure],
        location: { file, line, column },
        cause,
      }),
  })) as ReactPageModule;
}

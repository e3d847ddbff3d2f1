import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { MdxSiteData } from '../../view/mdxSite.js';
import { DOCUSAURUS_MODULES, DOCUSAURUS_NAMESPACE, docusaurusModuleSource } from './docusaurusModules.js';

const require = createRequire(import.meta.url);

/** The theme whose MDX components every MDX page gets, and whose React renders them. */
export const MDX_THEME_DIR = path.dirname(require.resolve('@sitegen/theme/package.json'));

const CONTENT = 'sitegen-mdx:content';

/**
 * The modules of an MDX page's bundle: the page itself (a wrapper that renders the compiled
 * MDX to HTML with the theme's React and components), its compiled code, and Docusaurus's
 * `@theme/Tabs` (and the others of DOCUSAURUS_MODULES) as the theme's, so a migrated page
 * builds unchanged.
 */
export interface MdxModulesParams {
  /** the page */
  file: string;
  /** its compiled module */
  program: string;
  /** what `@site/…` resolves from */
  siteDir: string | undefined;
  /** the site's data its components read; none in a unit test */
  site: MdxSiteData | undefined;
}

export function mdxModules({ file, program, siteDir, site }: MdxModulesParams): Plugin {
  const dir = path.dirname(file);
  return {
    name: 'sitegen-mdx',
    setup(build) {
      // the page is compiled in memory: it need not be read (nor even exist, in a test); a
      // `.md` page is MDX too under markdown.format 'mdx'
      build.onResolve({ filter: /\.mdx?$/i }, (args) => (args.kind === 'entry-point' && args.path === file ? { path: file } : undefined));
      build.onLoad({ filter: /\.mdx?$/i, namespace: 'file' }, (args) => {
        if (args.path !== file) return undefined;
        return { contents: wrapper(site), loader: 'js', resolveDir: dir };
      });
      build.onResolve({ filter: new RegExp(`^${CONTENT}$`) }, () => ({ path: file, namespace: 'sitegen-mdx' }));
      build.onLoad({ filter: /.*/, namespace: 'sitegen-mdx' }, () => ({ contents: program, loader: 'js', resolveDir: dir }));
      // Docusaurus's alias for the site's folder: a page imports the same module from any depth (and docs version)
      if (siteDir !== undefined) {
        build.onResolve({ filter: /^@site\// }, (args) =>
          build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, importer: args.importer, resolveDir: siteDir }),
        );
      }
      // one not provided is no package to install: said so, where the page imports it
      build.onResolve({ filter: DOCUSAURUS_NAMESPACE }, (args) =>
        DOCUSAURUS_MODULES[args.path] === undefined
          ? { errors: [{ text: `Could not resolve "${args.path}": sitegen does not provide this Docusaurus module` }] }
          : { path: args.path, namespace: 'sitegen-mdx-theme' },
      );
      build.onLoad({ filter: /.*/, namespace: 'sitegen-mdx-theme' }, (args) => ({
        contents: docusaurusModuleSource(args.path),
        loader: 'js',
        resolveDir: dir,
      }));
    },
  };
}

// ids of the page's components (the tabs') are prefixed: they share the page with the theme's;
// the site's data is given to them as Docusaurus's context (useBaseUrl, useDocusaurusContext)
const wrapper = (site: MdxSiteData | undefined) => `
import Content from '${CONTENT}';
export { toc } from '${CONTENT}';
import { mdxComponents, MdxSiteContext } from '@sitegen/theme/mdx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
const site = ${JSON.stringify(site ?? null)};
export function render() {
  const content = createElement(Content, { components: mdxComponents });
  const page = site === null ? content : createElement(MdxSiteContext.Provider, { value: site }, content);
  return renderToStaticMarkup(page, { identifierPrefix: 'mdx-' });
}
`;

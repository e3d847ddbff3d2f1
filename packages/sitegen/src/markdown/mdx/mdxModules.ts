import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const require = createRequire(import.meta.url);

/** The theme whose MDX components every MDX page gets, and whose React renders them. */
export const MDX_THEME_DIR = path.dirname(require.resolve('@sitegen/theme/package.json'));

/** Docusaurus's `@theme/…` modules that have a counterpart in `@sitegen/theme/mdx`. */
export const DOCUSAURUS_THEME_MODULES = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details'] as const;

const CONTENT = 'sitegen-mdx:content';

/**
 * The modules of an MDX page's bundle: the page itself (a wrapper that renders the compiled
 * MDX to HTML with the theme's React and components), its compiled code, and Docusaurus's
 * `@theme/Tabs` (and the others) as the theme's, so a migrated page builds unchanged.
 */
export function mdxModules(file: string, program: string, siteDir: string | undefined): Plugin {
  const dir = path.dirname(file);
  return {
    name: 'sitegen-mdx',
    setup(build) {
      // the page is compiled in memory: it need not be read (nor even exist, in a test); a
      // `.md` page is MDX too under markdown.format 'mdx'
      build.onResolve({ filter: /\.mdx?$/i }, (args) => (args.kind === 'entry-point' && args.path === file ? { path: file } : undefined));
      build.onLoad({ filter: /\.mdx?$/i, namespace: 'file' }, (args) => {
        if (args.path !== file) return undefined;
        return { contents: WRAPPER, loader: 'js', resolveDir: dir };
      });
      build.onResolve({ filter: new RegExp(`^${CONTENT}$`) }, () => ({ path: file, namespace: 'sitegen-mdx' }));
      build.onLoad({ filter: /.*/, namespace: 'sitegen-mdx' }, () => ({ contents: program, loader: 'js', resolveDir: dir }));
      // Docusaurus's alias for the site's folder: a page imports the same module from any depth (and docs version)
      if (siteDir !== undefined) {
        build.onResolve({ filter: /^@site\// }, (args) =>
          build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, importer: args.importer, resolveDir: siteDir }),
        );
      }
      const theme = new RegExp(`^@theme/(${DOCUSAURUS_THEME_MODULES.join('|')})$`);
      build.onResolve({ filter: theme }, (args) => ({ path: args.path, namespace: 'sitegen-mdx-theme' }));
      build.onLoad({ filter: /.*/, namespace: 'sitegen-mdx-theme' }, (args) => ({
        contents: `export { ${args.path.slice('@theme/'.length)} as default } from '@sitegen/theme/mdx';`,
        loader: 'js',
        resolveDir: dir,
      }));
    },
  };
}

// ids of the page's components (the tabs') are prefixed: they share the page with the theme's
const WRAPPER = `
import Content from '${CONTENT}';
export { toc } from '${CONTENT}';
import { mdxComponents } from '@sitegen/theme/mdx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
export function render() {
  return renderToStaticMarkup(createElement(Content, { components: mdxComponents }), { identifierPrefix: 'mdx-' });
}
`;

import { existsSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../../errors/SitegenError.js';
import { importTypeScriptModule, type ImportProblem } from '../../load/importTypeScript.js';
import { themeModules } from '../../load/themeModules.js';
import type { FileAccess, FileRefusal } from '../../files/siteFileAccess.js';
import type { Plugin } from 'esbuild';
import { clientComponents } from './clientComponents.js';
import { confinedImports, REFUSED_IMPORT } from './confinedImports.js';
import { cssModules } from './cssModules.js';
import type { MdxSiteData } from '../../view/mdxSite.js';
import { DOCUSAURUS_MODULES, DOCUSAURUS_NAMESPACE, unprovidedExportHint, unprovidedModuleHint } from './docusaurusModules.js';
import { MDX_THEME_DIR, mdxModules } from './mdxModules.js';
import { renderFailureOf } from './renderFailureOf.js';

export interface RenderedMdx {
  html: string;
  /** the site's modules the page imports (not packages): a change to one renders the page again */
  imports: string[];
  /** the site's `'use client'` components the page uses: island name → file */
  islands: Record<string, string>;
  /** the page's `toc` export (Docusaurus's), its partials' headings spread in */
  toc: unknown;
}

/** What went wrong, where in the page (an import's line), for the page's diagnostic. */
export interface MdxRenderProblem {
  code: 'mdx/syntax' | 'mdx/import' | 'mdx/render' | FileRefusal['code'];
  message: string;
  hint: string;
  line?: number;
  column?: number;
}

const HINTS: Readonly<Record<ImportProblem['failure'], string>> = {
  resolve:
    "Check the import's path: relative imports are resolved from the page's folder, packages must be installed in the site; the theme's components come from '@sitegen/theme/mdx' (or " +
    `${Object.keys(DOCUSAURUS_MODULES)
      .map((name) => `'${name}'`)
      .join(', ')}).`,
  compile: 'Fix the syntax error in the imported module.',
  load: 'Check the top-level code of the modules the page imports.',
};

/**
 * Runs an MDX page's compiled module: its imports (the site's components, the theme's) are
 * bundled with esbuild as a site's modules are (importTypeScript), and the page is rendered
 * to HTML on the server with the theme's React. Throws an MdxRenderFailure.
 */
export interface RenderMdxParams {
  /** the page */
  file: string;
  /** its compiled module */
  program: string;
  /** its MDX, where an import that fails is found again */
  source: string;
  /** what `@site/…` imports resolve from */
  siteDir?: string;
  /** where the page's imports may be loaded from */
  fileAccess: FileAccess;
  /** how the page's imports of partials (`.md`, `.mdx`) are compiled (mdxPartials) */
  partials?: Plugin;
  /** the site's data its components read (useBaseUrl, useDocusaurusContext) */
  site?: MdxSiteData;
}

// the theme's package is resolved once, not for every page
let themePlugin: ReturnType<typeof themeModules> | undefined;

export async function renderMdx({ file, program, source, siteDir, fileAccess, partials, site }: RenderMdxParams): Promise<RenderedMdx> {
  const islands = new Map<string, string>();
  const styles: string[] = [];
  themePlugin ??= themeModules(MDX_THEME_DIR);
  const imported = await importTypeScriptModule({
    file,
    plugins: [
      confinedImports(file, fileAccess),
      mdxModules({ file, program, siteDir, site }),
      ...(partials === undefined ? [] : [partials]),
      clientComponents(islands),
      cssModules(styles),
      themePlugin,
    ],
    jsx: true,
    toError: (problem) => new MdxRenderFailure(importProblem(problem, source, file)),
  });
  const render = imported.exports.render as () => string;
  let html: string;
  try {
    html = render();
  } catch (cause) {
    throw new MdxRenderFailure(renderFailureOf(cause, source));
  }
  // virtual modules (the compiled page, `@theme/Tabs`) have no file
  const imports = imported.files.filter((input) => input !== file && !input.split(path.sep).includes('node_modules') && existsSync(input));
  // the page's CSS modules come with it, as the theme's styles of tabs do (MarkdownHtml)
  const css = styles.join('');
  return {
    html: css === '' ? html : `${html}<style>${css}</style>`,
    imports,
    islands: Object.fromEntries(islands),
    toc: imported.exports.toc,
  };
}

export class MdxRenderFailure extends SitegenError {
  constructor(readonly problem: MdxRenderProblem) {
    super({ code: problem.code, message: problem.message, hint: problem.hint });
  }
}

/** esbuild reports where its compiled code is: an unresolved import is found again in the page, by its path. */
function importProblem(problem: ImportProblem, source: string, file: string): MdxRenderProblem {
  // a module that cannot be found is named as imported; one that fails (a partial) by its path
  const specifier =
    /Could not resolve "([^"]+)"/.exec(problem.message)?.[1] ??
    importSpecifiers(source).find((candidate) => problem.message.includes(path.resolve(path.dirname(file), candidate)));
  const at = specifier === undefined ? undefined : positionOf(source, specifier);
  const refused = REFUSED_IMPORT.exec(problem.message);
  if (refused !== null) {
    const message = problem.message.slice(refused[0].length);
    // the refused file is named by its path; the page's import of it, by a specifier to find
    const imported = importSpecifiers(source).find((candidate) => message.startsWith(`${path.resolve(path.dirname(file), candidate)} `));
    return {
      code: refused[1] as FileRefusal['code'],
      message: `an import of the page is not loaded: ${message}`,
      hint: "Copy the module into the site's folder; to load files of another folder, add it to files.allow in the config.",
      ...(imported === undefined ? {} : positionOf(source, imported)),
    };
  }
  // a Docusaurus module sitegen gives, without the export the page (or its component) takes
  const missing = /No matching export in "sitegen-mdx-theme:([^"]+)" for import "([^"]+)"/.exec(problem.message);
  if (missing !== null) {
    const [, module = '', name = ''] = missing;
    return {
      code: 'mdx/import',
      message: `an import of the page does not compile: sitegen's '${module}' has no export '${name}'`,
      hint: unprovidedExportHint(module, name),
      ...(positionOf(source, module) ?? {}),
    };
  }
  const failure =
    problem.failure === 'resolve' ? 'cannot be found' : problem.failure === 'compile' ? 'does not compile' : 'threw while loading';
  return {
    code: 'mdx/import',
    message: `an import of the page ${failure}: ${problem.message}`,
    hint: specifier !== undefined && DOCUSAURUS_NAMESPACE.test(specifier) ? unprovidedModuleHint(specifier) : HINTS[problem.failure],
    ...at,
  };
}

/** The relative and absolute specifiers of the page's imports ('./a.js', '../../b.json'). */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(/^\s*import\s[^'"]*?['"]([./][^'"]*)['"]/gm)].map((match) => match[1] ?? '');
}

function positionOf(source: string, specifier: string): { line: number; column: number } | undefined {
  for (const quote of ["'", '"']) {
    const index = source.indexOf(`${quote}${specifier}${quote}`);
    if (index === -1) continue;
    const before = source.slice(0, index);
    return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
  }
  return undefined;
}

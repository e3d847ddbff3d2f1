import { VFile } from 'vfile';
import { SitegenError } from '../errors/SitegenError.js';
import { buildToc } from './buildToc.js';
import { createMarkdownProcessor } from './createMarkdownProcessor.js';
import type {} from './fileData.js';
import { type CodeHighlighter, createHighlighter } from './highlight.js';
import { normalizeAdmonitionTitles } from './normalizeAdmonitionTitles.js';
import { MarkdownPluginError } from '../plugins/nameMarkdownPlugins.js';
import { fileAccessOf } from '../files/siteFileAccess.js';
import { type MdxCompiler, mdxFileProcessor } from './mdx/mdxFileProcessor.js';
import { readsAsMdx } from './mdx/readsAsMdx.js';
import { processSafely } from './processSafely.js';
import { toDiagnostics } from './reportWarning.js';
import type { LinkRef, MarkdownContext, MarkdownExtensions, MarkdownInput, MarkdownResult } from './types.js';

export interface MarkdownTransformerOptions {
  /** share one Shiki instance with other stages (API signatures); created here otherwise */
  highlighter?: CodeHighlighter;
  /** the site's remark and rehype plugins */
  extensions?: MarkdownExtensions;
}

export type MarkdownTransformer = (input: MarkdownInput) => Promise<MarkdownResult>;

/**
 * Builds the processor and the highlighter once (the slow part) and returns the per-file
 * transform. Positions in the result are shifted by `input.lineOffset` (the front matter).
 * It never throws: a page that fails has no HTML and an error diagnostic naming it.
 */
export async function createMarkdownTransformer(
  context: MarkdownContext,
  options: MarkdownTransformerOptions = {},
): Promise<MarkdownTransformer> {
  const highlighter =
    options.highlighter ??
    createHighlighter(context.codeThemes, {
      languageAliases: context.codeLanguageAliases,
      ...(context.magicComments === undefined ? {} : { magicComments: context.magicComments }),
    });
  const processor = setUp(
    () =>
      createMarkdownProcessor({
        highlighter,
        links: context,
        extensions: options.extensions,
        directLinkTo: context.directLinkTo,
        rawHtml: context.rawHtml,
        toc: context.toc,
        math: context.math,
      }),
    options.extensions,
  );
  // made for the first MDX page: a site without one never loads @mdx-js/mdx
  let mdx: Promise<MdxCompiler> | undefined;
  const mdxProcessor = mdxFileProcessor({
    siteDir: context.siteDir,
    // without the site's access (a unit test): the site's folder, else the working folder
    fileAccess: context.fileAccess ?? fileAccessOf(context.siteDir ?? process.cwd()),
    site: context.mdxSite,
    compiler: () =>
      (mdx ??= import('./mdx/createMdxProcessor.js').then((module) =>
        setUp(
          () =>
            module.createMdxProcessor({
              highlighter,
              links: context,
              extensions: options.extensions,
              directLinkTo: context.directLinkTo,
              rawHtml: context.rawHtml,
              toc: context.toc,
              math: context.math,
            }),
          options.extensions,
        ),
      )),
  });

  return async (input) => {
    const mdx = readsAsMdx(input.file, context.format);
    const file = new VFile({ value: normalizeAdmonitionTitles(input.source, { anyIndent: mdx }), path: input.file });
    file.data.sgLineOffset = input.lineOffset;
    if (input.docsVersion !== undefined) file.data.sgDocsVersion = input.docsVersion;
    const html = await processSafely(mdx ? mdxProcessor : processor, file);
    if (html === undefined)
      return { html: '', toc: [], anchors: [], links: [], diagnostics: toDiagnostics(file, input.file, input.lineOffset) };
    return {
      html,
      ...(file.data.sgTitle === undefined ? {} : { title: file.data.sgTitle }),
      toc: buildToc(file.data.sgHeadings ?? [], input.toc ?? context.toc),
      anchors: file.data.sgAnchors ?? [],
      links: (file.data.sgLinks ?? []).map((link) => shiftLinkLine(link, input.lineOffset)),
      diagnostics: [...toDiagnostics(file, input.file, input.lineOffset), ...(file.data.sgPartialDiagnostics ?? [])],
      ...(file.data.sgHighlightKeys === undefined ? {} : { highlightKeys: file.data.sgHighlightKeys }),
      ...(file.data.sgUnknownLanguages === undefined
        ? {}
        : { unknownLanguages: file.data.sgUnknownLanguages.map((use) => shiftLine(use, input.lineOffset)) }),
      ...(file.data.sgImages === undefined ? {} : { images: file.data.sgImages }),
      ...(file.data.sgInputFiles === undefined ? {} : { inputFiles: file.data.sgInputFiles }),
      ...(file.data.sgIslands === undefined ? {} : { islands: file.data.sgIslands }),
    };
  };
}

function shiftLine<T extends { line?: number }>(place: T, lineOffset: number): T {
  return place.line === undefined ? place : { ...place, line: place.line + lineOffset };
}

/** An included part's link is at its own file's line: the page's front matter moves only the include's line. */
function shiftLinkLine(link: LinkRef, lineOffset: number): LinkRef {
  if (link.part === undefined) return shiftLine(link, lineOffset);
  const { includedAt } = link.part;
  return includedAt === undefined ? link : { ...link, part: { ...link.part, includedAt: includedAt + lineOffset } };
}

/** A Markdown plugin that fails as it is set up (its options refused) fails every page: one error says so. */
function setUp<T>(create: () => T, extensions: MarkdownExtensions | undefined): T {
  try {
    return create();
  } catch (error) {
    if (!(error instanceof MarkdownPluginError)) throw error;
    throw new SitegenError({
      code: 'markdown/plugin-failed',
      message: `${error.label} failed as it was set up: ${error.reason}`,
      hint: 'Check the options it is given in the config (or by the plugin that lists it), or remove it.',
      location: extensions && { file: extensions.configFile },
    });
  }
}

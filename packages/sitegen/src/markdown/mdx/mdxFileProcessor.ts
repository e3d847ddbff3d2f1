import type { FileAccess } from '../../files/siteFileAccess.js';
import type { MdxSiteData } from '../../view/mdxSite.js';
import type { MarkdownFile } from '../fileData.js';
import { stampOf } from '../fileStamp.js';
import type { FileProcessor } from '../processSafely.js';
import { lostProse } from '../check/lostProse.js';
import { shownTextsOfHtml } from '../check/shownTexts.js';
import { MdxRenderFailure, renderMdx, type MdxRenderProblem, type RenderedMdx } from './renderMdx.js';
import { escapeHeadingIds } from './escapeHeadingIds.js';
import { htmlCommentsAsMdx } from './htmlCommentsAsMdx.js';
import { mdxPartials } from './mdxPartials.js';
import { takeOverPartials } from './takeOverPartials.js';
import { syntaxHint } from './syntaxHint.js';

type VFileMessage = ReturnType<MarkdownFile['message']>;

/** what createMdxProcessor returns: compiles a page to a JavaScript module */
export interface MdxCompiler {
  process(file: MarkdownFile): Promise<MarkdownFile>;
}

/**
 * An MDX page as processSafely takes it: compiled (sitegen's steps and the site's plugins
 * collect headings, links and images on the file as for Markdown), then rendered to HTML.
 * A syntax error, a missing import or a component that throws is the page's error, at its
 * line where there is one; nothing of the page is printed as text.
 */
export interface MdxFileProcessorParams {
  /** what `@site/…` imports resolve from */
  siteDir: string | undefined;
  /** where the page's imports may be loaded from */
  fileAccess: FileAccess;
  /** the site's data its components read; none in a unit test */
  site?: MdxSiteData | undefined;
  /** the MDX processor, made for the first page that needs it */
  compiler: () => Promise<MdxCompiler>;
}

// `:tada:` shows as 🎉 (remarkEmoji): its name is no word of the page's prose; blanked, the offsets hold
const SHORTCODE = /(?<![\w:]):[\w+-]+:(?![\w:])/g;
const withoutShortcodes = (text: string): string => text.replace(SHORTCODE, (code) => ' '.repeat(code.length));

/** The site as a page sees it: in its docs version, if it is a doc. */
const pageSite = (site: MdxSiteData, version: string | undefined): MdxSiteData =>
  version === undefined ? site : { ...site, activeDocsVersion: version };

export function mdxFileProcessor({ siteDir, fileAccess, site, compiler }: MdxFileProcessorParams): FileProcessor {
  const compile = async (file: MarkdownFile): Promise<string> => {
    file.data.sgMdx = true;
    file.value = asMdx(String(file.value));
    return String(await (await compiler()).process(file));
  };
  return {
    async process(file) {
      const source = String(file.value);
      let program: string;
      try {
        program = await compile(file);
      } catch (error) {
        // a plugin's `file.fail` is reported already (processSafely takes it as it is)
        throw isSyntaxMessage(error) && !file.messages.includes(error) ? reported(file, syntaxProblem(error, file.path)) : error;
      }
      let rendered: RenderedMdx;
      // the partials it imports, compiled by the same pipeline as it renders
      const partials: MarkdownFile[] = [];
      try {
        rendered = await renderMdx({
          file: file.path,
          program,
          source,
          siteDir,
          fileAccess,
          partials: mdxPartials(compile, partials),
          ...(site === undefined ? {} : { site: pageSite(site, file.data.sgDocsVersion) }),
        });
      } catch (error) {
        throw error instanceof MdxRenderFailure ? reported(file, error.problem) : error;
      }
      if (rendered.imports.length > 0) {
        const stamps = await Promise.all(rendered.imports.map(async (imported) => ({ file: imported, stamp: await stampOf(imported) })));
        file.data.sgInputFiles = [...(file.data.sgInputFiles ?? []), ...stamps];
      }
      if (Object.keys(rendered.islands).length > 0) file.data.sgIslands = rendered.islands;
      takeOverPartials(file, partials, rendered.toc);
      // the page check's prose count, once its components have rendered: the source as compiled (the ranges that are no prose are its)
      lostProse(file, withoutShortcodes(asMdx(source)), shownTextsOfHtml(rendered.html));
      file.value = rendered.html;
      return file;
    },
  };
}

/** The page as MDX reads it, as Docusaurus does: heading ids escaped, HTML comments as MDX comments (lines kept). */
function asMdx(source: string): string {
  return htmlCommentsAsMdx(escapeHeadingIds(source));
}

const MDX_EXTENSION = /\.mdx$/i;
const MD_AS_MDX =
  "This .md file is read as MDX because markdown.format is 'mdx' (Docusaurus 3's rule): escape the character, or set markdown.format to 'detect' to read .md files as CommonMark and .mdx files as MDX.";

/** A parse error of MDX (micromark, acorn): a message with a place, not a bug. */
function isSyntaxMessage(error: unknown): error is VFileMessage {
  return error instanceof Error && 'place' in error && 'ruleId' in error && (error as VFileMessage).line !== undefined;
}

function syntaxProblem(error: VFileMessage, file: string): MdxRenderProblem {
  const hint = syntaxHint(error.reason, error.ruleId ?? undefined);
  return {
    code: 'mdx/syntax',
    message: `MDX syntax: ${error.reason}`,
    // a .md file is MDX only by the config's choice: the other way out is to choose otherwise
    hint: MDX_EXTENSION.test(file) ? hint : `${hint} ${MD_AS_MDX}`,
    ...(error.line === undefined ? {} : { line: error.line }),
    ...(error.column === undefined ? {} : { column: error.column }),
  };
}

/** The problem as the file's fatal message, thrown so that processSafely finds it reported. */
function reported(file: MarkdownFile, problem: MdxRenderProblem): VFileMessage {
  const place = problem.line === undefined ? undefined : { line: problem.line, column: problem.column ?? 1 };
  const message = file.message(problem.message, { place, ruleId: problem.code, source: 'sitegen' });
  message.note = problem.hint;
  message.fatal = true;
  return message;
}

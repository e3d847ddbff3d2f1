import type { Heading } from 'mdast';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../errors/Diagnostic.js';
import type { FileStamp } from './fileStamp.js';
import type { CodeLanguageUse, CopiedImage, LinkRef } from './types.js';

/** A heading as the heading-id plugin saw it, before the TOC levels are applied. */
export interface HeadingInfo {
  id: string;
  /** plain text, without a `{#custom-id}` suffix */
  text: string;
  level: number;
}

declare module 'hast' {
  interface Data {
    /** on a raw node: a highlighted code block (see rehypeCodeBlocks), not the author's raw HTML */
    sgHighlighted?: boolean;
  }
}

// Results of one file travel on `file.data` (the processor is shared by every file), with
// positions as written in the Markdown body; the transformer shifts them by the front matter.
declare module 'vfile' {
  interface DataMap {
    sgTitle: string;
    /** the leading h1 the title was taken from, as parsed */
    sgTitleHeading: Heading;
    sgHeadings: HeadingInfo[];
    sgLinks: LinkRef[];
    sgAnchors: string[];
    sgHighlightKeys: string[];
    /** code blocks in a language the highlighter does not know */
    sgUnknownLanguages: CodeLanguageUse[];
    /** images beside the Markdown, to copy (see rehypeImages) */
    sgImages: CopiedImage[];
    /** the images read, for the cache to see them change */
    sgInputFiles: FileStamp[];
    /** an MDX page's `'use client'` components: island name → file (see clientComponents) */
    sgIslands: Record<string, string>;
    /** lines before the Markdown in its file (front matter), for line numbers written in messages */
    sgLineOffset: number;
    /** a doc's docs version, which its MDX components read (Docusaurus's useActiveVersion) */
    sgDocsVersion: string;
    /** the file is compiled as MDX (its extension, or markdown.format 'mdx'): its components render after the page check */
    sgMdx: boolean;
    /** what an MDX page's partials report, each at its own file and line (see takeOverPartials) */
    sgPartialDiagnostics: Diagnostic[];
    /** the page has a code group, which rehypeCodeGroups lays out */
    sgCodeGroups: boolean;
  }
}

/** the file a plugin works on, with the data above */
export type MarkdownFile = VFile;

import type { MarkdownFormat } from '../../config/types.js';

const MDX_FILE = /\.mdx$/i;

/**
 * Whether a Markdown file is compiled as MDX, by the site's `markdown.format` with Docusaurus
 * 3's meaning: under 'detect' by its extension, under 'mdx' every file (Docusaurus 3's
 * default: a migrated site's `.md` pages hold imports and components), under 'md' none.
 */
export function readsAsMdx(file: string, format: MarkdownFormat = 'detect'): boolean {
  if (format === 'detect') return MDX_FILE.test(file);
  return format === 'mdx';
}

import type { DocFrontMatter } from '../content/types.js';
import type { ArticleHeadingView } from '../view/index.js';

/**
 * Docusaurus's title rule: a `#` heading opening the body stays the page's h1 even under a
 * front-matter `title` (which names the document and its sidebar entry); `hide_title` leaves
 * out the h1 only when it would come from the front matter.
 */
export function articleHeading(
  frontMatter: Pick<DocFrontMatter, 'title' | 'hide_title'>,
  bodyTitle: string | undefined,
): ArticleHeadingView {
  if (bodyTitle !== undefined) return frontMatter.title !== undefined && frontMatter.title !== bodyTitle ? { heading: bodyTitle } : {};
  return frontMatter.hide_title === true ? { hideTitle: true } : {};
}

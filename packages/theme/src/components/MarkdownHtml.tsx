import { useOverrides } from '../overrides/OverridesContext.js';
import { CODE_LEVEL_STYLES, usesCodeLevelStyles } from '../shared/codeLevelStyles.js';
import { MDX_STYLES, usesMdxStyles } from '../shared/mdxStyles.js';
import { RawHtml, type RawHtmlProps } from './RawHtml.js';

/**
 * HTML of the Markdown stage (a guide, a page, an API comment). As it is, unless the site
 * replaces `Admonition` or `CodeBlock`: then it is parsed into React so that those elements
 * render through the replacements. A site that replaces neither pays nothing. HTML with tabs
 * or details brings their styles along.
 */
export function MarkdownHtml({ html, className }: Pick<RawHtmlProps, 'html' | 'className'>) {
  const { markdownToReact } = useOverrides();
  const content =
    markdownToReact === undefined ? (
      <RawHtml className={className} html={html} />
    ) : (
      <div className={className}>{markdownToReact(html)}</div>
    );
  const mdx = usesMdxStyles(html);
  // VitePress's warning and error lines: their styles apart, so a page without them is as it was
  const levels = usesCodeLevelStyles(html);
  if (!mdx && !levels) return content;
  return (
    <>
      {mdx ? <RawHtml as="style" html={MDX_STYLES} /> : null}
      {levels ? <RawHtml as="style" html={CODE_LEVEL_STYLES} /> : null}
      {content}
    </>
  );
}

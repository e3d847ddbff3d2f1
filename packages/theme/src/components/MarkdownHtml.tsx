import { useOverrides } from '../overrides/OverridesContext.js';
import { RawHtml, type RawHtmlProps } from './RawHtml.js';

/**
 * HTML of the Markdown stage (a guide, a page, an API comment). As it is, unless the site
 * replaces `Admonition` or `CodeBlock`: then it is parsed into React so that those elements
 * render through the replacements. A site that replaces neither pays nothing.
 */
export function MarkdownHtml({ html, className }: Pick<RawHtmlProps, 'html' | 'className'>) {
  const { markdownToReact } = useOverrides();
  if (markdownToReact === undefined) return <RawHtml className={className} html={html} />;
  return <div className={className}>{markdownToReact(html)}</div>;
}

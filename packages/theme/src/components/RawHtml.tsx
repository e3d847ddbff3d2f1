/**
 * The one way trusted markup (Markdown output, the pre-paint script, announcement content,
 * navbar html items) enters the tree; everything else React escapes.
 */
export interface RawHtmlProps {
  html: string;
  as?: 'div' | 'span' | 'script' | 'style' | 'article' | 'li';
  className?: string;
  id?: string;
}

export function RawHtml({ html, as: Tag = 'div', className, id }: RawHtmlProps) {
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}

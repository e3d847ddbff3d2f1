/** The one way trusted markup (rendered Markdown, highlighted code) enters the API page tree. */
export function RawHtml({ html, as: Tag = 'div', className }: { html: string; as?: 'div' | 'span'; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

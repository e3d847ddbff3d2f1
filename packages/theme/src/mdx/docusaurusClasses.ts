/**
 * The classes of the Docusaurus components that only MDX pages render (server-side, no
 * island reads them). Kept beside them rather than in the core's MARKDOWN_CLASSES: that module
 * is part of every site's client bundle, whose file names must not change for sites without them.
 */
export const DOCUSAURUS_CLASSES = {
  /** `<TOCInline>`: the page's table of contents written in its text */
  tocInline: 'sg-toc-inline',
  /** `<ThemedImage>` */
  themedImage: 'sg-themed-image',
  /** `<DocCardList>`: cards of the docs it lists */
  docCardList: 'sg-doc-card-list',
} as const;

/**
 * Class names and data attributes the Markdown output exposes to the theme's CSS and
 * islands (the copy button mounts on `data-sg-code`). Defined once here; the theme styles
 * exactly these names.
 */
export const MARKDOWN_CLASSES = {
  headingAnchor: 'sg-heading-anchor',
  code: 'sg-code',
  codeTitle: 'sg-code__title',
  codeLineNumbers: 'sg-code--line-numbers',
  admonition: 'sg-admonition',
  /** followed by the admonition kind, e.g. 'sg-admonition--tip' */
  admonitionKindPrefix: 'sg-admonition--',
  admonitionTitle: 'sg-admonition__title',
} as const;

export const MARKDOWN_DATA_ATTRIBUTES = {
  /** on every code block wrapper */
  code: 'data-sg-code',
  /** the Shiki language the block was highlighted as ('text' when unknown) */
  codeLanguage: 'data-language',
} as const;

/** The hast property name of a data attribute (`data-sg-code` → `dataSgCode`). */
export function hastPropertyOf(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

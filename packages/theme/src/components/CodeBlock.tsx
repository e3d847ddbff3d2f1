import { MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '@sitegen/core/view';
import type { ReactNode } from 'react';

export interface CodeBlockProps {
  /** the language it was highlighted as ('text' when the fence named none, or one the highlighter does not know) */
  language: string;
  /** the fence's `title="…"` */
  title?: string;
  /** the code as plain text */
  code: string;
  /** the fence asked for line numbers (`showLineNumbers`) */
  showLineNumbers: boolean;
  /** the highlighted `<pre>`, its names linked to the API reference */
  children: ReactNode;
}

/**
 * A fenced code block as the Markdown stage writes it (`rehypeCodeBlocks`): rendered by the
 * theme only when a site replaces `CodeBlock` and wraps this original. The browser adds the
 * copy button to every `.sg-code` block.
 */
export function CodeBlock({ language, title, showLineNumbers, children }: CodeBlockProps) {
  const className = showLineNumbers ? `${MARKDOWN_CLASSES.code} ${MARKDOWN_CLASSES.codeLineNumbers}` : MARKDOWN_CLASSES.code;
  const attributes = { [MARKDOWN_DATA_ATTRIBUTES.code]: '', [MARKDOWN_DATA_ATTRIBUTES.codeLanguage]: language };
  return (
    <div className={className} {...attributes}>
      {title === undefined ? null : <div className={MARKDOWN_CLASSES.codeTitle}>{title}</div>}
      {children}
    </div>
  );
}

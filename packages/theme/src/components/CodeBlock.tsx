import { MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '@sitegen/core/view';
import type { CodeBlockProps } from './props.js';

export type { CodeBlockProps } from './props.js';

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

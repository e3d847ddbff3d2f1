import { MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '@sitegen/core/view';
import type { ReactNode } from 'react';

export interface MdxCodeBlockProps {
  /** the language ('tsx'); `className="language-tsx"` says it too */
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  children?: ReactNode;
}

/**
 * Docusaurus's `<CodeBlock>`. One whose code is written in the page (a string or a template
 * literal) is turned into a fenced code block when the page compiles, and highlighted like
 * one; this renders the rest (code computed at render time) as plain text, in the same frame.
 */
export function CodeBlock({ language, className, title, showLineNumbers, children }: MdxCodeBlockProps) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const numbered = showLineNumbers !== undefined && showLineNumbers !== false;
  const attributes = { [MARKDOWN_DATA_ATTRIBUTES.code]: '', [MARKDOWN_DATA_ATTRIBUTES.codeLanguage]: lang };
  return (
    <div className={numbered ? `${MARKDOWN_CLASSES.code} ${MARKDOWN_CLASSES.codeLineNumbers}` : MARKDOWN_CLASSES.code} {...attributes}>
      {title === undefined ? null : <div className={MARKDOWN_CLASSES.codeTitle}>{title}</div>}
      <pre tabIndex={0}>
        <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
      </pre>
    </div>
  );
}

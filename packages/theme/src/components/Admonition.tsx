import { MARKDOWN_CLASSES } from '@sitegen/core/view';
import { isValidElement, type ReactNode } from 'react';

export interface AdmonitionProps {
  /** the kind, as in `:::tip`: 'note', 'tip', 'info', 'warning' or 'danger' */
  type: string;
  /** the directive's label (`:::tip[Before you swap]`), else the kind's name ('Tip') */
  title: ReactNode;
  /** the admonition's content, as Markdown rendered it */
  children: ReactNode;
}

/** The text of a title, for the accessible name of the note. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return isValidElement<{ children?: ReactNode }>(node) ? textOf(node.props.children) : '';
}

/**
 * A Markdown admonition as the Markdown stage writes it (`remarkAdmonitions`): rendered by
 * the theme only when a site replaces `Admonition` and wraps this original.
 */
export function Admonition({ type, title, children }: AdmonitionProps) {
  return (
    <aside
      className={`${MARKDOWN_CLASSES.admonition} ${MARKDOWN_CLASSES.admonitionKindPrefix}${type}`}
      role="note"
      aria-label={textOf(title)}
    >
      <p className={MARKDOWN_CLASSES.admonitionTitle}>{title}</p>
      {children}
    </aside>
  );
}

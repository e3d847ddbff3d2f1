import { MARKDOWN_CLASSES } from '@sitegen/core/view';
import { isValidElement, type ReactNode } from 'react';
import type { AdmonitionProps } from './props.js';

export type { AdmonitionProps } from './props.js';

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

import type { ReactNode } from 'react';
import { Admonition as MarkdownAdmonition } from '../components/Admonition.js';

export interface MdxAdmonitionProps {
  /** 'note', 'tip', 'info', 'warning', 'danger', 'caution' or 'important' */
  type: string;
  /** the title; the kind's name ('Tip') when left out */
  title?: ReactNode;
  /** accepted for Docusaurus's sake; the theme draws each kind's icon with CSS */
  icon?: ReactNode;
  children?: ReactNode;
}

/** Docusaurus's `<Admonition type="tip" title="…">`, the same note as Markdown's `:::tip`. */
export function Admonition({ type, title, children }: MdxAdmonitionProps) {
  const heading = title ?? `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
  return (
    <MarkdownAdmonition type={type} title={heading}>
      {children}
    </MarkdownAdmonition>
  );
}

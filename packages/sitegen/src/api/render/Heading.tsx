import type { ReactNode } from 'react';
import { MARKDOWN_CLASSES } from '../../view/constants.js';

export interface HeadingProps {
  level: 2 | 3 | 4;
  /** without an id the heading is not a link target (sub-headings of members) */
  id?: string;
  /** plain text of the heading, for the direct link's label */
  label: string;
  children?: ReactNode;
}

/** A heading with the same direct link ('#') as Markdown headings. */
export function Heading({ level, id, label, children }: HeadingProps) {
  const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
  return (
    <Tag id={id}>
      {children ?? label}
      {id === undefined ? null : (
        <a href={`#${id}`} className={MARKDOWN_CLASSES.headingAnchor} aria-label={`Direct link to ${label}`}>
          #
        </a>
      )}
    </Tag>
  );
}

import type { ApiHeadingView } from '@sitegen/core/view';
import { MARKDOWN_CLASSES } from '@sitegen/core/view';
import type { ReactNode } from 'react';
import { useStrings } from '../../shared/strings.js';

/** A heading with the same direct link ('#') as Markdown headings; `children` replace its label as its content. */
export function Heading({ heading, children }: { heading: ApiHeadingView; children?: ReactNode }) {
  const { level, id, label } = heading;
  const strings = useStrings();
  const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
  return (
    <Tag id={id}>
      {children ?? label}
      {id === undefined ? null : (
        <a href={`#${id}`} className={MARKDOWN_CLASSES.headingAnchor} aria-label={strings.directLinkTo.replace('{label}', label)}>
          #
        </a>
      )}
    </Tag>
  );
}

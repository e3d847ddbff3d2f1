import { MARKDOWN_CLASSES } from '@sitegen/core/view';
import { Children, isValidElement, type ReactNode } from 'react';

export interface DetailsProps {
  /** the always-visible line; a `<summary>` among the children does too */
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

/** Docusaurus's `<Details>`: a native `<details>`, which opens without JavaScript. */
export function Details({ summary, open, className, children }: DetailsProps) {
  const nodes = Children.toArray(children);
  const summaryChild = nodes.find((node) => isValidElement(node) && node.type === 'summary');
  const rest = summaryChild === undefined ? nodes : nodes.filter((node) => node !== summaryChild);
  return (
    <details className={className === undefined ? MARKDOWN_CLASSES.details : `${MARKDOWN_CLASSES.details} ${className}`} open={open}>
      {summaryChild ?? <summary>{summary ?? 'Details'}</summary>}
      {rest}
    </details>
  );
}

import { DOCUSAURUS_CLASSES } from './docusaurusClasses.js';
import type { ReactNode } from 'react';

/** An entry of the page's `toc` export (Docusaurus's shape): the heading's text, id and level. */
export interface TocInlineItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  /** the page's `toc` export, or part of it (`toc.slice(2)`, `toc.filter(…)`) */
  toc: readonly TocInlineItem[];
  /** @defaultValue 2 */
  minHeadingLevel?: number;
  /** @defaultValue 3 */
  maxHeadingLevel?: number;
  className?: string;
}

interface Node {
  item: TocInlineItem;
  children: Node[];
}

/** The flat list as a tree: each heading under the nearest one before it of a lower level. */
function nest(items: readonly TocInlineItem[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const item of items) {
    const node = { item, children: [] };
    while ((stack.at(-1)?.item.level ?? 0) >= item.level) stack.pop();
    (stack.at(-1)?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}

function list(nodes: Node[]): ReactNode {
  if (nodes.length === 0) return null;
  return (
    <ul>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.value}</a>
          {list(children)}
        </li>
      ))}
    </ul>
  );
}

/** Docusaurus's `<TOCInline toc={toc} />`: the page's table of contents, written in the page, as nested links. */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const items = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  return (
    <div className={className === undefined ? DOCUSAURUS_CLASSES.tocInline : `${DOCUSAURUS_CLASSES.tocInline} ${className}`}>
      {list(nest(items))}
    </div>
  );
}

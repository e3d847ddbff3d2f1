import type { ReactNode } from 'react';
import { DATA_ATTRIBUTES, type IslandName, type IslandPropsMap } from '@sitegen/core/view';

export interface IslandProps<N extends IslandName> {
  name: N;
  /** serialised for the browser, which mounts the island with them */
  props?: IslandPropsMap[N];
  className?: string;
  /** accessible name, for islands rendered as landmarks */
  label?: string;
  as?: 'div' | 'span' | 'li' | 'nav' | 'aside' | 'header';
  children: ReactNode;
}

/** Marks server markup the browser hydrates: `data-sg-island` names the widget. */
export function Island<N extends IslandName>({ name, props, className, label, as: Tag = 'div', children }: IslandProps<N>) {
  const attributes = {
    [DATA_ATTRIBUTES.island]: name,
    ...(props === undefined ? {} : { [DATA_ATTRIBUTES.islandProps]: JSON.stringify(props) }),
  };
  return (
    <Tag className={className} aria-label={label} {...attributes}>
      {children}
    </Tag>
  );
}

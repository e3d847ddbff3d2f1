import type { ReactNode } from 'react';
import { DATA_ATTRIBUTES, type IslandName } from '../shared/constants.js';

export interface IslandProps {
  name: IslandName;
  /** serialised for the browser, which mounts the island with them */
  props?: object;
  className?: string;
  /** accessible name, for islands rendered as landmarks */
  label?: string;
  as?: 'div' | 'span' | 'li' | 'nav' | 'aside' | 'header';
  children: ReactNode;
}

/** Marks server markup the browser hydrates: `data-sg-island` names the widget. */
export function Island({ name, props, className, label, as: Tag = 'div', children }: IslandProps) {
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

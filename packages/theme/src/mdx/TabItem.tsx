import type { ReactNode } from 'react';

export interface TabItemProps {
  /** identifies the tab within its Tabs (and its group: the value stored for `groupId`) */
  value: string;
  /** the tab's text; the value when left out */
  label?: ReactNode;
  /** the tab shown first, unless the Tabs set `defaultValue` */
  default?: boolean;
  /** attributes for the tab button (Docusaurus's `attributes`) */
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
}

/**
 * One tab of a `Tabs`: Tabs reads its props and renders the tab and its panel, so on its
 * own it renders only its content (as Docusaurus's does).
 */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

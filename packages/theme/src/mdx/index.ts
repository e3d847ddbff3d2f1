/**
 * `@sitegen/theme/mdx`: the components an MDX page may import, with Docusaurus's names and
 * props (`@theme/Tabs` and the others resolve here, so a migrated page builds unchanged).
 * They render on the server; tabs get their behaviour in the browser as an island.
 */
import { Admonition } from './Admonition.js';
import { clientIsland } from './clientIsland.js';
import { CodeBlock } from './CodeBlock.js';
import { Details } from './Details.js';
import { TabItem } from './TabItem.js';
import { Tabs } from './Tabs.js';

export type { MdxAdmonitionProps } from './Admonition.js';
export type { MdxCodeBlockProps } from './CodeBlock.js';
export type { DetailsProps } from './Details.js';
export type { TabItemProps } from './TabItem.js';
export type { TabsProps } from './Tabs.js';
export { Admonition, CodeBlock, Details, TabItem, Tabs };
/** used by sitegen for a site's `'use client'` components; not for pages */
export { clientIsland };

/** Every MDX page gets these without importing them (an import of the same name takes precedence). */
export const mdxComponents = { Admonition, CodeBlock, Details, TabItem, Tabs };

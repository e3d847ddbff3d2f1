/**
 * `@sitegen/theme/mdx`: the components an MDX page may import, with Docusaurus's names and
 * props (`@theme/Tabs` and the others resolve here, so a migrated page builds unchanged).
 * They render on the server; tabs get their behaviour in the browser as an island.
 */
import { Admonition } from './Admonition.js';
import { clientIsland } from './clientIsland.js';
import { CodeBlock } from './CodeBlock.js';
import { Details } from './Details.js';
import { useActiveVersion, useDocsVersion, useLatestVersion, useVersions } from './docsClient.js';
import { BrowserOnly, DocCardList, ExecutionEnvironment, Heading, Link, ThemedImage } from './docusaurusModules.js';
import { MdxSiteContext, useBaseUrl, useDocusaurusContext } from './siteContext.js';
import { TOCInline } from './TOCInline.js';
import { TabItem } from './TabItem.js';
import { Tabs } from './Tabs.js';

export type { MdxAdmonitionProps } from './Admonition.js';
export type { MdxCodeBlockProps } from './CodeBlock.js';
export type { DetailsProps } from './Details.js';
export type { BrowserOnlyProps, DocCardListProps, HeadingProps, LinkProps, ThemedImageProps } from './docusaurusModules.js';
export type { DocsVersion, DocsVersionMetadata } from './docsClient.js';
export type { BaseUrlOptions, MdxSite } from './siteContext.js';
export type { TOCInlineProps, TocInlineItem } from './TOCInline.js';
export type { TabItemProps } from './TabItem.js';
export type { TabsProps } from './Tabs.js';
export { Admonition, BrowserOnly, CodeBlock, Details, DocCardList, Heading, Link, TabItem, Tabs, ThemedImage, TOCInline };
/** Docusaurus's hooks, and the site they read (given by sitegen around each MDX page) */
export { MdxSiteContext, useBaseUrl, useDocusaurusContext };
/** `@docusaurus/plugin-content-docs/client`'s version hooks, and `@docusaurus/ExecutionEnvironment` */
export { ExecutionEnvironment, useActiveVersion, useDocsVersion, useLatestVersion, useVersions };
/** used by sitegen for a site's `'use client'` components; not for pages */
export { clientIsland };

/** Every MDX page gets these without importing them (an import of the same name takes precedence). */
export const mdxComponents = { Admonition, CodeBlock, Details, TabItem, Tabs };

/** `@theme/MDXComponents`: what a page's elements render as (its `a`: a `<Link>`, as Docusaurus's `@theme/MDXComponents/A`) */
export const MDXComponents = { ...mdxComponents, a: Link };

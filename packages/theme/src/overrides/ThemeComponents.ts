import type { ComponentType } from 'react';
import type { AdmonitionProps } from '../components/Admonition.js';
import type { ApiArticleProps } from '../components/api/ApiArticle.js';
import type { CommentViewProps } from '../components/api/CommentView.js';
import type { DeclarationArticleProps } from '../components/api/DeclarationArticle.js';
import type { MemberViewProps } from '../components/api/MemberView.js';
import type { SignatureViewProps } from '../components/api/SignatureView.js';
import type { CodeBlockProps } from '../components/CodeBlock.js';
import type { DocContentProps } from '../components/DocContent.js';
import type { DocPageProps } from '../components/DocPage.js';
import type { FooterProps } from '../components/Footer.js';
import type { LayoutProps } from '../components/Layout.js';
import type { MarkdownPageProps } from '../components/MarkdownPage.js';
import type { NavbarProps } from '../components/Navbar.js';
import type { NotFoundProps } from '../components/NotFound.js';
import type { SidebarProps } from '../components/Sidebar.js';
import type { TocProps } from '../components/Toc.js';

/**
 * The components a site may replace through its config's `components`, by name, each with
 * the props it is rendered with. The originals are exported by `@sitegen/theme/components`
 * under the same names, for an override that wraps one.
 */
export interface ThemeComponents {
  Layout: ComponentType<LayoutProps>;
  Navbar: ComponentType<NavbarProps>;
  Footer: ComponentType<FooterProps>;
  Sidebar: ComponentType<SidebarProps>;
  Toc: ComponentType<TocProps>;
  DocPage: ComponentType<DocPageProps>;
  DocContent: ComponentType<DocContentProps>;
  MarkdownPage: ComponentType<MarkdownPageProps>;
  NotFound: ComponentType<NotFoundProps>;
  Admonition: ComponentType<AdmonitionProps>;
  CodeBlock: ComponentType<CodeBlockProps>;
  ApiArticle: ComponentType<ApiArticleProps>;
  DeclarationArticle: ComponentType<DeclarationArticleProps>;
  MemberView: ComponentType<MemberViewProps>;
  SignatureView: ComponentType<SignatureViewProps>;
  CommentView: ComponentType<CommentViewProps>;
}

export type ComponentName = keyof ThemeComponents;

/** The components a site replaced; the others are the theme's own. */
export type ComponentOverrides = Partial<ThemeComponents>;

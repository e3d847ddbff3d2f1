import type { ComponentType } from 'react';
import type {
  AdmonitionProps,
  ApiArticleProps,
  CodeBlockProps,
  CommentViewProps,
  DeclarationArticleProps,
  DocContentProps,
  DocPageProps,
  FooterProps,
  LayoutProps,
  MarkdownPageProps,
  MemberViewProps,
  NavbarProps,
  NotFoundProps,
  SidebarProps,
  SignatureViewProps,
  TocProps,
} from '../components/props.js';

/**
 * The components a site may replace through its config's `components`, by name, each with
 * the props it is rendered with (from components/props.ts: the registry imports no component). The originals are exported by `@sitegen/theme/components`
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

/**
 * `@sitegen/theme/components`: the components a site may replace through its config's
 * `components` (see ThemeComponents), the originals, each with its props type, for an
 * override that wraps one: `import { Footer } from '@sitegen/theme/components'`.
 */
import type { ThemeComponents } from '../overrides/ThemeComponents.js';
import { Admonition } from './Admonition.js';
import { ApiArticle } from './api/ApiArticle.js';
import { CommentView } from './api/CommentView.js';
import { DeclarationArticle } from './api/DeclarationArticle.js';
import { MemberView } from './api/MemberView.js';
import { SignatureView } from './api/SignatureView.js';
import { CodeBlock } from './CodeBlock.js';
import { DocContent } from './DocContent.js';
import { DocPage } from './DocPage.js';
import { Footer } from './Footer.js';
import { Layout } from './Layout.js';
import { MarkdownPage } from './MarkdownPage.js';
import { Navbar } from './Navbar.js';
import { NotFound } from './NotFound.js';
import { Sidebar } from './Sidebar.js';
import { Toc } from './Toc.js';

export type { ComponentName, ThemeComponents } from '../overrides/ThemeComponents.js';
export type { AdmonitionProps } from './Admonition.js';
export type { ApiArticleProps } from './api/ApiArticle.js';
export type { CommentViewProps } from './api/CommentView.js';
export type { DeclarationArticleProps } from './api/DeclarationArticle.js';
export type { MemberViewProps } from './api/MemberView.js';
export type { SignatureViewProps } from './api/SignatureView.js';
export type { CodeBlockProps } from './CodeBlock.js';
export type { DocContentProps, DocsLayoutPage } from './DocContent.js';
export type { DocPageProps } from './DocPage.js';
export type { FooterProps } from './Footer.js';
export type { LayoutProps } from './Layout.js';
export type { MarkdownPageProps } from './MarkdownPage.js';
export type { NavbarProps } from './Navbar.js';
export type { NotFoundProps } from './NotFound.js';
export type { SidebarProps } from './Sidebar.js';
export type { TocProps } from './Toc.js';

export {
  Admonition,
  ApiArticle,
  CodeBlock,
  CommentView,
  DeclarationArticle,
  DocContent,
  DocPage,
  Footer,
  Layout,
  MarkdownPage,
  MemberView,
  Navbar,
  NotFound,
  SignatureView,
  Sidebar,
  Toc,
};

/** The theme's own components by name: the table a site's `components` replaces entries of. */
export const themeComponents: ThemeComponents = {
  Layout,
  Navbar,
  Footer,
  Sidebar,
  Toc,
  DocPage,
  DocContent,
  MarkdownPage,
  NotFound,
  Admonition,
  CodeBlock,
  ApiArticle,
  DeclarationArticle,
  MemberView,
  SignatureView,
  CommentView,
};

/**
 * The props of each component a site may replace, apart from the components themselves: the
 * override registry (overrides/ThemeComponents.ts) names the components by these without
 * importing a component, so that no component imports itself back through the registry.
 */
import type {
  ApiArticleView,
  ApiCommentView,
  ApiDeclarationArticleView,
  ApiMemberView,
  ApiPageView,
  ApiSignatureView,
  CategoryPageView,
  ColorModeView,
  DocPageView,
  FooterView,
  MarkdownPageView,
  NavbarView,
  NotFoundPageView,
  PageView,
  SidebarView,
  SiteView,
  TocItem,
} from '@sitegen/core/view';
import type { ReactNode } from 'react';

export interface AdmonitionProps {
  /** the kind, as in `:::tip`: 'note', 'tip', 'info', 'warning' or 'danger' */
  type: string;
  /** the directive's label (`:::tip[Before you swap]`), else the kind's name ('Tip') */
  title: ReactNode;
  /** the admonition's content, as Markdown rendered it */
  children: ReactNode;
}

export interface ApiArticleProps {
  article: ApiArticleView;
}

export interface CommentViewProps {
  /** undefined: the declaration has no doc comment (the original renders nothing) */
  comment: ApiCommentView | undefined;
}

export interface DeclarationArticleProps {
  article: ApiDeclarationArticleView;
}

export interface MemberViewProps {
  member: ApiMemberView;
}

export interface SignatureViewProps {
  signature: ApiSignatureView;
}

export interface CodeBlockProps {
  /** the language it was highlighted as ('text' when the fence named none, or one the highlighter does not know) */
  language: string;
  /** the fence's `title="…"` */
  title?: string;
  /** the code as plain text */
  code: string;
  /** the fence asked for line numbers (`showLineNumbers`) */
  showLineNumbers: boolean;
  /** the highlighted `<pre>`, its names linked to the API reference */
  children: ReactNode;
}

/** A page of the docs layout: a guide, a category's index or an API reference page. */
export type DocsLayoutPage = DocPageView | CategoryPageView | ApiPageView;

export interface DocContentProps {
  page: DocsLayoutPage;
}

export interface DocPageProps {
  page: DocsLayoutPage;
}

export interface FooterProps {
  footer: FooterView;
}

export interface LayoutProps {
  page: PageView;
  site: SiteView;
  /** the page's own content (the docs layout, a Markdown or React page, the not-found page) */
  children: ReactNode;
}

export interface MarkdownPageProps {
  page: MarkdownPageView;
}

export interface NavbarProps {
  navbar: NavbarView;
  colorMode: ColorModeView;
  /** below this width (px) the items move into the mobile menu */
  breakpoint: number;
}

export interface NotFoundProps {
  page: NotFoundPageView;
  /** the navbar's home link */
  homeHref: string;
}

export interface SidebarProps {
  sidebar: SidebarView;
}

export interface TocProps {
  /** the page's headings within the configured levels, never empty */
  toc: TocItem[];
}

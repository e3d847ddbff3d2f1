import type { LinkRef } from '../../markdown/types.js';
import type { ApiVersionBadgeView } from '../../view/index.js';
import type { ThemeStrings } from '../../view/strings.js';
import type { HrefOf } from './commentMarkdown.js';
import type { SignatureStyles } from './signatureStyles.js';

/** Markdown already rendered to HTML, by source (comments repeat: inherited members, overloads). */
export type RenderedMarkdown = Map<string, { html: string; links: LinkRef[] }>;

/** What building the API articles' views needs, shared by every page of a build. */
export interface ApiSiteContext {
  hrefOf: HrefOf;
  /** config.api.externalLinks */
  externalLinks: Record<string, string>;
  rendered: RenderedMarkdown;
  /** the colours of the site's highlighter, for signatures printed from the model */
  signatureStyles: SignatureStyles;
  /** the locale's words for the reference's headings and labels */
  strings: ThemeStrings;
  /** the locale's language tag, which formats numbers */
  lang: string;
  /** a site with several docs versions: a symbol path's history badges ('Widget', 'Widget.spin') */
  since?: (path: string) => ApiVersionBadgeView[] | undefined;
}

/**
 * One page's view of the site context: every href it resolves and every link of the
 * Markdown it takes is recorded, so the page's view comes with the links it makes, for the
 * link check.
 */
export interface ApiRenderContext extends ApiSiteContext {
  markdown(source: string): string;
  noteLink(raw: string, href: string, isInternal: boolean): void;
  /** the links the reference makes: to its own pages, to the URLs of `externalLinks` */
  links(): LinkRef[];
  /** the links the package's authors wrote in its doc comments (Markdown links, not `{@link}`s), which the site does not control */
  commentLinks(): LinkRef[];
}

export function createPageContext(site: ApiSiteContext): ApiRenderContext {
  const links = new Map<string, LinkRef>();
  const written = new Map<string, LinkRef>();
  const noteLink = (raw: string, href: string, isInternal: boolean) => {
    if (!links.has(href)) links.set(href, { raw, href, isInternal });
  };
  return {
    ...site,
    hrefOf: (target) => {
      const href = site.hrefOf(target);
      if (href !== undefined) noteLink(target, href, true);
      return href;
    },
    markdown(source) {
      const result = site.rendered.get(source);
      if (!result) throw new Error(`API Markdown not pre-rendered: ${source.slice(0, 60)}`);
      for (const link of result.links) if (!written.has(link.href)) written.set(link.href, link);
      return result.html;
    },
    noteLink,
    links: () => [...links.values()],
    // a `{@link}` becomes a Markdown link to the href the reference resolved: that one is the reference's
    commentLinks: () => [...written.values()].filter((link) => !links.has(link.href)),
  };
}

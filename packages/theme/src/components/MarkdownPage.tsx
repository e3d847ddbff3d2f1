import { ELEMENT_IDS } from '@sitegen/core/view';
import { useComponent } from '../overrides/OverridesContext.js';
import { ArticleTitle } from './DocContent.js';
import { MarkdownHtml } from './MarkdownHtml.js';
import { Toc as ThemeToc } from './Toc.js';
import { UntranslatedNotice } from './UntranslatedNotice.js';
import { VersionSearchFilters } from './VersionSearchFilters.js';
import type { MarkdownPageProps } from './props.js';

export type { MarkdownPageProps } from './props.js';

/** A standalone Markdown page (`content/pages/*.md`): the article and its TOC, without a sidebar. */
export function MarkdownPage({ page }: MarkdownPageProps) {
  const Toc = useComponent('Toc', ThemeToc);
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  return (
    <div className={`sg-doc-layout sg-doc-layout--no-sidebar${showToc ? '' : ' sg-doc-layout--no-toc'}`}>
      <main id={ELEMENT_IDS.main} className="sg-doc-main" tabIndex={-1}>
        {page.untranslated === true && <UntranslatedNotice />}
        <article className="sg-article" data-pagefind-body="">
          {page.docsVersions && <VersionSearchFilters docsVersions={page.docsVersions} />}
          <ArticleTitle page={page} />
          <MarkdownHtml className="sg-markdown" html={page.html} />
        </article>
      </main>
      {showToc && <Toc toc={page.toc} />}
    </div>
  );
}

import type { ApiPageView, CategoryPageView, DocPageView, LastUpdatedView } from '@sitegen/core/view';
import { ELEMENT_IDS } from '@sitegen/core/view';
import { ApiArticle } from './api/ApiArticle.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { Pagination } from './Pagination.js';
import { RawHtml } from './RawHtml.js';
import { Sidebar } from './Sidebar.js';
import { Toc } from './Toc.js';
import { CategoryCards } from './CategoryCards.js';
import { CopyPage } from './CopyPage.js';
import { VersionBanner } from './VersionBanner.js';
import { VersionSearchFilters } from './VersionSearchFilters.js';

type DocsLayoutPage = DocPageView | CategoryPageView | ApiPageView;

/** What the article shows below its title: the doc's Markdown, the API reference's article or the category's cards. */
function ArticleBody({ page }: { page: DocsLayoutPage }) {
  switch (page.kind) {
    case 'doc':
      return <RawHtml className="sg-markdown" html={page.html} />;
    case 'api':
      return (
        <div className="sg-markdown">
          <ApiArticle article={page.article} />
        </div>
      );
    case 'category':
      return <CategoryCards page={page} />;
  }
}

function tocOf(page: DocsLayoutPage) {
  if (page.kind === 'category' || (page.kind === 'doc' && page.hideTableOfContents)) return [];
  return page.toc;
}

/** 'Last updated on 24 Nov 2026 by Ada': written on the server, in UTC, so every reader sees the same date. */
function LastUpdated({ lastUpdated }: { lastUpdated: LastUpdatedView }) {
  const date = new Date(lastUpdated.date).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (
    <p className="sg-last-updated">
      Last updated on <time dateTime={lastUpdated.date}>{date}</time>
      {lastUpdated.author && ` by ${lastUpdated.author}`}
    </p>
  );
}

/** The docs layout: sidebar | main (breadcrumbs, article, pagination) | TOC, all landmarks at the top level. */
export function DocPage({ page }: { page: DocsLayoutPage }) {
  const toc = tocOf(page);
  const showToc = toc.length > 0;
  const version = page.docsVersions?.version;
  return (
    <div className={`sg-doc-layout${page.sidebar ? '' : ' sg-doc-layout--no-sidebar'}${showToc ? '' : ' sg-doc-layout--no-toc'}`}>
      {page.sidebar && <Sidebar sidebar={page.sidebar} />}
      <main id={ELEMENT_IDS.main} className="sg-doc-main" tabIndex={-1}>
        {version?.banner && <VersionBanner label={version.label} banner={version.banner} />}
        <div className="sg-doc-header">
          <Breadcrumbs breadcrumbs={page.breadcrumbs} />
          {page.markdownHref && <CopyPage markdownHref={page.markdownHref} />}
        </div>
        <article className="sg-article" data-pagefind-body="">
          {page.docsVersions && <VersionSearchFilters docsVersions={page.docsVersions} />}
          <h1 data-pagefind-meta="title" data-pagefind-weight="10">
            {page.title}
          </h1>
          <ArticleBody page={page} />
        </article>
        {page.kind === 'doc' && (page.editUrl || page.lastUpdated) && (
          <div className="sg-doc-footer">
            {page.editUrl && (
              <p className="sg-edit-link">
                <a href={page.editUrl} target="_blank" rel="noopener noreferrer">
                  Edit this page
                </a>
              </p>
            )}
            {page.lastUpdated && <LastUpdated lastUpdated={page.lastUpdated} />}
          </div>
        )}
        <Pagination pagination={page.pagination} />
      </main>
      {showToc && <Toc toc={toc} />}
    </div>
  );
}

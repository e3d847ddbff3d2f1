import type { CategoryPageView, DocPageView } from '@sitegen/core/view';
import { ELEMENT_IDS } from '@sitegen/core/view';
import { Breadcrumbs } from './Breadcrumbs.js';
import { Pagination } from './Pagination.js';
import { RawHtml } from './RawHtml.js';
import { Sidebar } from './Sidebar.js';
import { Toc } from './Toc.js';
import { CategoryCards } from './CategoryCards.js';
import { CopyPage } from './CopyPage.js';

/** The docs layout: sidebar | main (breadcrumbs, article, pagination) | TOC, all landmarks at the top level. */
export function DocPage({ page }: { page: DocPageView | CategoryPageView }) {
  const showToc = page.kind === 'doc' && !page.hideTableOfContents && page.toc.length > 0;
  return (
    <div className={`sg-doc-layout${page.sidebar ? '' : ' sg-doc-layout--no-sidebar'}${showToc ? '' : ' sg-doc-layout--no-toc'}`}>
      {page.sidebar && <Sidebar sidebar={page.sidebar} />}
      <main id={ELEMENT_IDS.main} className="sg-doc-main" tabIndex={-1}>
        <div className="sg-doc-header">
          <Breadcrumbs breadcrumbs={page.breadcrumbs} />
          {page.markdownHref && <CopyPage markdownHref={page.markdownHref} />}
        </div>
        <article className="sg-article" data-pagefind-body="">
          <h1 data-pagefind-meta="title" data-pagefind-weight="10">
            {page.title}
          </h1>
          {page.kind === 'doc' ? <RawHtml className="sg-markdown" html={page.html} /> : <CategoryCards page={page} />}
        </article>
        {page.kind === 'doc' && page.editUrl && (
          <p className="sg-edit-link">
            <a href={page.editUrl} target="_blank" rel="noopener noreferrer">
              Edit this page
            </a>
          </p>
        )}
        <Pagination pagination={page.pagination} />
      </main>
      {page.kind === 'doc' && showToc && <Toc toc={page.toc} />}
    </div>
  );
}

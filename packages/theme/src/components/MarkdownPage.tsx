import type { MarkdownPageView } from '@sitegen/core/view';
import { ELEMENT_IDS } from '@sitegen/core/view';
import { RawHtml } from './RawHtml.js';
import { Toc } from './Toc.js';
import { VersionSearchFilters } from './VersionSearchFilters.js';

export function MarkdownPage({ page }: { page: MarkdownPageView }) {
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  return (
    <div className={`sg-doc-layout sg-doc-layout--no-sidebar${showToc ? '' : ' sg-doc-layout--no-toc'}`}>
      <main id={ELEMENT_IDS.main} className="sg-doc-main" tabIndex={-1}>
        <article className="sg-article" data-pagefind-body="">
          {page.docsVersions && <VersionSearchFilters docsVersions={page.docsVersions} />}
          <h1 data-pagefind-meta="title" data-pagefind-weight="10">
            {page.title}
          </h1>
          <RawHtml className="sg-markdown" html={page.html} />
        </article>
      </main>
      {showToc && <Toc toc={page.toc} />}
    </div>
  );
}

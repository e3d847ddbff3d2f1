import type { LastUpdatedView } from '@sitegen/core/view';
import { ELEMENT_IDS } from '@sitegen/core/view';
import { useComponent } from '../overrides/OverridesContext.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { CopyPage } from './CopyPage.js';
import { DocContent as ThemeDocContent, type DocsLayoutPage } from './DocContent.js';
import { Pagination } from './Pagination.js';
import { Sidebar as ThemeSidebar } from './Sidebar.js';
import { Toc as ThemeToc } from './Toc.js';
import { UntranslatedNotice } from './UntranslatedNotice.js';
import { VersionBanner } from './VersionBanner.js';
import { fillNodes, formatDate, useLang, useStrings } from '../shared/strings.js';
import type { DocPageProps } from './props.js';

export type { DocPageProps } from './props.js';

function tocOf(page: DocsLayoutPage) {
  if (page.kind === 'category' || (page.kind === 'doc' && page.hideTableOfContents)) return [];
  return page.toc;
}

/** 'Last updated on 24 Nov 2026 by Ada': written on the server, in the page's language, in UTC, so every reader sees the same date. */
function LastUpdated({ lastUpdated }: { lastUpdated: LastUpdatedView }) {
  const strings = useStrings();
  const date = formatDate(lastUpdated.date, useLang());
  return (
    <p className="sg-last-updated">
      {fillNodes(strings.lastUpdatedOn, { date: <time dateTime={lastUpdated.date}>{date}</time> })}
      {lastUpdated.author && ` ${strings.lastUpdatedBy.replace('{author}', lastUpdated.author)}`}
    </p>
  );
}

/** The docs layout: sidebar | main (breadcrumbs, article, pagination) | TOC, all landmarks at the top level. */
export function DocPage({ page }: DocPageProps) {
  const Sidebar = useComponent('Sidebar', ThemeSidebar);
  const DocContent = useComponent('DocContent', ThemeDocContent);
  const Toc = useComponent('Toc', ThemeToc);
  const toc = tocOf(page);
  const showToc = toc.length > 0;
  const version = page.docsVersions?.version;
  const strings = useStrings();
  return (
    <div className={`sg-doc-layout${page.sidebar ? '' : ' sg-doc-layout--no-sidebar'}${showToc ? '' : ' sg-doc-layout--no-toc'}`}>
      {page.sidebar && <Sidebar sidebar={page.sidebar} />}
      <main id={ELEMENT_IDS.main} className="sg-doc-main" tabIndex={-1}>
        {version?.banner && <VersionBanner label={version.label} banner={version.banner} />}
        {page.untranslated === true && <UntranslatedNotice />}
        <div className="sg-doc-header">
          <Breadcrumbs breadcrumbs={page.breadcrumbs} />
          {page.markdownHref && <CopyPage markdownHref={page.markdownHref} />}
        </div>
        <DocContent page={page} />
        {page.kind === 'doc' && (page.editUrl || page.lastUpdated) && (
          <div className="sg-doc-footer">
            {page.editUrl && (
              <p className="sg-edit-link">
                <a href={page.editUrl} target="_blank" rel="noopener noreferrer">
                  {strings.editThisPage}
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

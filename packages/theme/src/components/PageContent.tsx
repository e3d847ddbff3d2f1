import type { PageView, SiteView } from '@sitegen/core/view';
import { DocPage } from './DocPage.js';
import { MarkdownPage } from './MarkdownPage.js';
import { NotFoundPage } from './NotFoundPage.js';
import { ReactPage } from './ReactPage.js';

/** Maps a page kind to its template; the layout around it is the same for all. */
export function PageContent({ page, site }: { page: PageView; site: SiteView }) {
  switch (page.kind) {
    case 'doc':
    case 'category':
    case 'api':
      return <DocPage page={page} />;
    case 'markdown':
      return <MarkdownPage page={page} />;
    case 'react':
      return <ReactPage page={page} />;
    case 'notFound':
      return <NotFoundPage page={page} homeHref={site.navbar.homeHref} />;
  }
}

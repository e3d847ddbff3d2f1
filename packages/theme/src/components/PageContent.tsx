import type { PageView, SiteView } from '@sitegen/core/view';
import { useComponent } from '../overrides/OverridesContext.js';
import { DocPage as ThemeDocPage } from './DocPage.js';
import { MarkdownPage as ThemeMarkdownPage } from './MarkdownPage.js';
import { NotFound as ThemeNotFound } from './NotFound.js';
import { ReactPage } from './ReactPage.js';

/** Maps a page kind to its template; the layout around it is the same for all. */
export function PageContent({ page, site }: { page: PageView; site: SiteView }) {
  const DocPage = useComponent('DocPage', ThemeDocPage);
  const MarkdownPage = useComponent('MarkdownPage', ThemeMarkdownPage);
  const NotFound = useComponent('NotFound', ThemeNotFound);
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
      return <NotFound page={page} homeHref={site.navbar.homeHref} />;
  }
}

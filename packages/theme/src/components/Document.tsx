import type { PageView, SiteView } from '@sitegen/core/view';
import { AnnouncementBar } from './AnnouncementBar.js';
import { BackToTop } from './BackToTop.js';
import { BasePathBanner } from './BasePathBanner.js';
import { DocsVersionIsland } from './DocsVersionIsland.js';
import { Footer } from './Footer.js';
import { Head } from './Head.js';
import { MobileMenu } from './MobileMenu.js';
import { Navbar } from './Navbar.js';
import { PageContent } from './PageContent.js';
import { SkipLink } from './SkipLink.js';

export interface DocumentProps {
  page: PageView;
  site: SiteView;
}

/** The whole document; the server's default theme is the configured mode, the pre-paint script applies the stored one. */
export function Document({ page, site }: DocumentProps) {
  const defaultTheme = site.colorMode.defaultMode === 'light' ? 'light' : 'dark';
  return (
    <html
      lang={site.lang}
      data-theme={defaultTheme}
      data-theme-choice={site.colorMode.defaultMode}
      data-sg-base={site.basePath}
      data-sg-progress-delay={site.progressBarDelayMs}
    >
      <Head page={page} site={site} />
      <body>
        <SkipLink />
        <BasePathBanner basePath={site.basePath} />
        {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
        <Navbar navbar={site.navbar} colorMode={site.colorMode} breakpoint={site.breakpoint} />
        <MobileMenu navbar={site.navbar} />
        <div className="sg-page">
          {page.docsVersions && <DocsVersionIsland docsVersions={page.docsVersions} />}
          <PageContent page={page} site={site} />
        </div>
        <Footer footer={site.footer} />
        <BackToTop />
      </body>
    </html>
  );
}

import { useComponent } from '../overrides/OverridesContext.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { BackToTop } from './BackToTop.js';
import { BasePathBanner } from './BasePathBanner.js';
import { DocsVersionIsland } from './DocsVersionIsland.js';
import { Footer as ThemeFooter } from './Footer.js';
import { MobileMenu } from './MobileMenu.js';
import { Navbar as ThemeNavbar } from './Navbar.js';
import { SkipLink } from './SkipLink.js';
import type { LayoutProps } from './props.js';

export type { LayoutProps } from './props.js';

/** Everything in <body> around the page's content: skip link, banners, navbar, mobile menu, footer, back-to-top. */
export function Layout({ page, site, children }: LayoutProps) {
  const Navbar = useComponent('Navbar', ThemeNavbar);
  const Footer = useComponent('Footer', ThemeFooter);
  return (
    <>
      <SkipLink />
      <BasePathBanner basePath={site.basePath} />
      {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar navbar={site.navbar} colorMode={site.colorMode} breakpoint={site.breakpoint} />
      <MobileMenu navbar={site.navbar} />
      <div className="sg-page">
        {page.docsVersions && <DocsVersionIsland docsVersions={page.docsVersions} />}
        {children}
      </div>
      <Footer footer={site.footer} />
      <BackToTop />
    </>
  );
}

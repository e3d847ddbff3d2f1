import type { PageView, SiteView } from '@sitegen/core/view';
import { DATA_ATTRIBUTES, STORAGE_KEYS } from '@sitegen/core/view';
import { prePaintScript } from '../shared/prePaint.js';
import { BasePathBannerStyle } from './BasePathBanner.js';
import { RawHtml } from './RawHtml.js';

function documentTitle(page: PageView, site: SiteView): string {
  return page.title === '' || page.title === site.title ? site.title : `${page.title} | ${site.title}`;
}

/** Open Graph and Twitter card tags: how a link to the page looks when shared. */
function SocialMeta({ page, site }: { page: PageView; site: SiteView }) {
  const image = page.image ?? site.image;
  return (
    <>
      <meta property="og:type" content={page.kind === 'doc' || page.kind === 'api' ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={page.title === '' ? site.title : page.title} />
      <meta property="og:description" content={page.description ?? site.tagline} />
      {site.url !== '' && page.kind !== 'notFound' && <meta property="og:url" content={`${site.url}${page.href}`} />}
      {image !== undefined && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image === undefined ? 'summary' : 'summary_large_image'} />
    </>
  );
}

export function Head({ page, site }: { page: PageView; site: SiteView }) {
  const script = prePaintScript({
    colorModeKey: STORAGE_KEYS.colorMode,
    announcementKey: STORAGE_KEYS.announcementDismissed,
    themeAttribute: DATA_ATTRIBUTES.theme,
    themeChoiceAttribute: DATA_ATTRIBUTES.themeChoice,
    announcementAttribute: DATA_ATTRIBUTES.announcementDismissed,
    mismatchAttribute: DATA_ATTRIBUTES.basePathMismatch,
    jsAttribute: DATA_ATTRIBUTES.js,
    defaultMode: site.colorMode.defaultMode,
    respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
    announcementId: site.announcementBar?.isCloseable ? site.announcementBar.id : null,
    basePath: site.basePath,
  });
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{documentTitle(page, site)}</title>
      <meta name="description" content={page.description ?? site.tagline} />
      {page.keywords && <meta name="keywords" content={page.keywords.join(', ')} />}
      <meta name="color-scheme" content="dark light" />
      {(site.noIndex || page.noIndex === true) && <meta name="robots" content="noindex" />}
      {site.url !== '' && page.kind !== 'notFound' && <link rel="canonical" href={`${site.url}${page.href}`} />}
      <SocialMeta page={page} site={site} />
      {site.favicon && <link rel="icon" href={site.favicon} />}
      {page.markdownHref && <link rel="alternate" type="text/markdown" href={page.markdownHref} />}
      {page.alternates?.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <RawHtml as="script" html={script} />
      <BasePathBannerStyle />
      {site.assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {site.assets.js.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
    </head>
  );
}

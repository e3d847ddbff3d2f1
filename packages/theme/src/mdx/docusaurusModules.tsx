import { DOC_CARD_LIST_ATTRIBUTE } from '@sitegen/core/view';
import { DOCUSAURUS_CLASSES } from './docusaurusClasses.js';
import { createElement, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useBaseUrl } from './siteContext.js';

/**
 * Docusaurus's client modules that docs import most (`@docusaurus/Link`, `@docusaurus/BrowserOnly`,
 * `@theme/Heading`, `@theme/ThemedImage`), with their props, rendered on the server into plain
 * HTML: the page works without JavaScript, as every sitegen page does.
 */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** a path of the site ('/docs/intro'), under the base path; or a URL */
  to?: string;
  href?: string;
  children?: ReactNode;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

/** `<Link to="/docs/intro">`: a link, the site's paths under its base path; a link to another site opens in a new tab, as Docusaurus's does. */
export function Link({ to, href, children, ...rest }: LinkProps) {
  const target = to ?? href ?? '';
  const external = EXTERNAL.test(target);
  const resolved = useBaseUrl(target);
  const url = external || href !== undefined ? target : resolved;
  return (
    <a href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}

export interface BrowserOnlyProps {
  /** called only in the browser, by Docusaurus: the static page never has it */
  children?: () => ReactNode;
  /** what the page shows in its place */
  fallback?: ReactNode;
}

/** `<BrowserOnly>`: the static page shows its fallback, as Docusaurus's server rendering does. */
export function BrowserOnly({ fallback }: BrowserOnlyProps) {
  return <>{fallback ?? null}</>;
}

export interface HeadingProps {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** `<Heading as="h2" id="x">`: the heading element (a heading written in Markdown is in the TOC; this one is not, as in Docusaurus). */
export function Heading({ as, id, className, children }: HeadingProps) {
  return createElement(as, { id, className }, children);
}

export interface ThemedImageProps {
  sources: { light: string; dark: string };
  alt?: string;
  className?: string;
  width?: number | string;
  height?: number | string;
}

/**
 * `<ThemedImage sources={{ light, dark }}>`: a picture whose dark source follows the reader's
 * system colour scheme (no CSS of its own, so pages without it ship nothing more); Docusaurus
 * follows the site's colour switch instead.
 */
export function ThemedImage({ sources, alt, className, width, height }: ThemedImageProps) {
  const light = useBaseUrl(sources.light);
  const dark = useBaseUrl(sources.dark);
  return (
    <picture className={className === undefined ? DOCUSAURUS_CLASSES.themedImage : `${DOCUSAURUS_CLASSES.themedImage} ${className}`}>
      <source media="(prefers-color-scheme: dark)" srcSet={dark} />
      <img src={light} alt={alt ?? ''} width={width} height={height} />
    </picture>
  );
}

export interface DocCardListProps {
  /** the docs to list: Docusaurus's sidebar items (`{ type: 'link', href, label, description }`) */
  items?: readonly { type?: string; href?: string; label?: string; description?: string; docId?: string }[];
  className?: string;
}

/**
 * `<DocCardList items={…} />`: a card per item. Without items, Docusaurus lists the sidebar
 * category whose page this is; the page is compiled before the sidebars exist, so it leaves an
 * empty list that the site model fills with that category's cards.
 */
export function DocCardList({ items, className }: DocCardListProps) {
  const classes = className === undefined ? DOCUSAURUS_CLASSES.docCardList : `${DOCUSAURUS_CLASSES.docCardList} ${className}`;
  if (items === undefined) return <div className={classes} {...{ [DOC_CARD_LIST_ATTRIBUTE]: '' }} />;
  return (
    <div className={classes}>
      {items.map((item, index) => (
        <a key={item.href ?? index} className="sg-card sg-card--doc" href={item.href}>
          <h2 className="sg-card__title">{item.label}</h2>
          {item.description === undefined ? null : <p className="sg-card__description">{item.description}</p>}
        </a>
      ))}
    </div>
  );
}

/**
 * `@docusaurus/ExecutionEnvironment`, Docusaurus's own test: false as the page renders at build
 * time (code behind `canUseDOM` runs only in the browser, as in Docusaurus's server render).
 */
// the MDX components are typed without the DOM's library: they run on the server
const browser = (globalThis as { window?: { document?: { createElement?: unknown } } }).window;
const canUseDOM = browser?.document?.createElement !== undefined;
export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in (browser ?? {}),
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in (browser ?? {}),
  canUseViewport: canUseDOM && 'screen' in (browser ?? {}),
};

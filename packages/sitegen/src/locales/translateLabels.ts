import type { ResolvedConfig } from '../config/types.js';
import type { SourceStrings } from './messages.js';

type Navbar = ResolvedConfig['navbar'];
type Footer = ResolvedConfig['footer'];

/** An item's own label and its dropdown children's: what the navbar's translations name. */
interface Labelled {
  label?: string;
  items?: Labelled[];
}

function eachLabel(items: readonly Labelled[], visit: (label: string) => void): void {
  for (const item of items) {
    if (typeof item.label === 'string') visit(item.label);
    if (Array.isArray(item.items)) eachLabel(item.items, visit);
  }
}

function relabel<T extends Labelled>(item: T, messages: ReadonlyMap<string, string>, prefix: string): T {
  const label = typeof item.label === 'string' ? messages.get(`${prefix}${item.label}`) : undefined;
  const items = Array.isArray(item.items) ? item.items.map((child) => relabel(child, messages, prefix)) : undefined;
  return { ...item, ...(label === undefined ? {} : { label }), ...(items === undefined ? {} : { items }) };
}

/** The navbar's strings (navbar.json): its title and each label, keyed by the English label as Docusaurus keys them. */
export function navbarStrings(navbar: Navbar): SourceStrings {
  const strings: SourceStrings = new Map([['title', { message: navbar.title, description: 'The title of the navbar' }]]);
  if (navbar.logo !== undefined) strings.set('logo.alt', { message: navbar.logo.alt, description: "The navbar logo's alt text" });
  eachLabel(navbar.items as Labelled[], (label) =>
    strings.set(`item.label.${label}`, { message: label, description: `Navbar item with label ${label}` }),
  );
  return strings;
}

export function translateNavbar(navbar: Navbar, messages: ReadonlyMap<string, string>): Navbar {
  if (messages.size === 0) return navbar;
  return {
    ...navbar,
    title: messages.get('title') ?? navbar.title,
    ...(navbar.logo === undefined ? {} : { logo: { ...navbar.logo, alt: messages.get('logo.alt') ?? navbar.logo.alt } }),
    items: navbar.items.map((item) => relabel(item as Labelled, messages, 'item.label.') as typeof item),
  };
}

/** The footer's strings (footer.json): group titles, link labels and the copyright. */
export function footerStrings(footer: Footer): SourceStrings {
  const strings: SourceStrings = new Map();
  for (const group of footer.links) {
    strings.set(`link.title.${group.title}`, { message: group.title, description: `The title of the footer links column ${group.title}` });
    for (const item of group.items)
      strings.set(`link.item.label.${item.label}`, { message: item.label, description: `The label of footer link ${item.label}` });
  }
  if (footer.copyright !== undefined) strings.set('copyright', { message: footer.copyright, description: 'The footer copyright' });
  return strings;
}

export function translateFooter(footer: Footer, messages: ReadonlyMap<string, string>): Footer {
  if (messages.size === 0) return footer;
  return {
    ...footer,
    links: footer.links.map((group) => ({
      title: messages.get(`link.title.${group.title}`) ?? group.title,
      items: group.items.map((item) => ({ ...item, label: messages.get(`link.item.label.${item.label}`) ?? item.label })),
    })),
    ...(footer.copyright === undefined ? {} : { copyright: messages.get('copyright') ?? footer.copyright }),
  };
}

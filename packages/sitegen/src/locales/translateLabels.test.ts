import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../config/types.js';
import { footerStrings, navbarStrings, translateFooter, translateNavbar } from './translateLabels.js';

const navbar: ResolvedConfig['navbar'] = {
  title: 'SDK',
  hideOnScroll: false,
  items: [
    { type: 'docSidebar', sidebarId: 'docs', label: 'Guides', position: 'left' },
    { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Blog', href: 'https://x.dev' }] },
    { type: 'search', position: 'right' },
  ],
};
const footer: ResolvedConfig['footer'] = {
  style: 'dark',
  links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }],
  copyright: '© Us',
};

describe('navbar and footer labels', () => {
  it('names each string by its English text, as Docusaurus does', () => {
    expect([...navbarStrings(navbar).keys()]).toEqual(['title', 'item.label.Guides', 'item.label.More', 'item.label.Blog']);
    expect([...footerStrings(footer).keys()]).toEqual(['link.title.Docs', 'link.item.label.Intro', 'copyright']);
  });

  it('relabels what the translation file names, dropdown children included, and keeps the rest', () => {
    const translated = translateNavbar(
      navbar,
      new Map([
        ['item.label.More', 'Plus'],
        ['item.label.Blog', 'Blogue'],
      ]),
    );
    expect(translated.title).toBe('SDK');
    expect(translated.items[0]).toEqual(navbar.items[0]);
    expect(translated.items[1]).toMatchObject({ label: 'Plus', items: [{ label: 'Blogue', href: 'https://x.dev' }] });
    expect(
      translateFooter(
        footer,
        new Map([
          ['link.title.Docs', 'Documentation'],
          ['copyright', '© Nous'],
        ]),
      ),
    ).toEqual({
      style: 'dark',
      links: [{ title: 'Documentation', items: [{ label: 'Intro', to: '/docs/intro' }] }],
      copyright: '© Nous',
    });
  });
});

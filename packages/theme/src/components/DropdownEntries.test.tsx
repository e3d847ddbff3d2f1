import { renderToStaticMarkup } from 'react-dom/server';
import type { NavbarDropdownEntry } from '@sitegen/core/view';
import { describe, expect, it } from 'vitest';
import { DropdownEntries } from './DropdownEntries.js';

const items: NavbarDropdownEntry[] = [
  { label: 'Français', href: '/site/fr/docs/intro', isExternal: false, isActive: false, hreflang: 'fr-FR' },
  { label: '1.0.x', href: '/site/docs/1.0/intro', isExternal: false, isActive: false, versionName: '1.0' },
  { label: '', href: '', isExternal: false, isActive: false, html: '<hr>' },
];

describe('DropdownEntries', () => {
  it.each(['sg-dropdown', 'sg-menu'] as const)('gives a locale its hreflang and a version its name, in the %s', (block) => {
    const html = renderToStaticMarkup(<DropdownEntries items={items} block={block} />);
    // React writes the attribute hrefLang; HTML attribute names are case-insensitive
    expect(html).toContain(`<a href="/site/fr/docs/intro" class="${block}__link" hrefLang="fr-FR" lang="fr-FR">Français</a>`);
    expect(html).toContain(`class="${block}__link"><span data-sg-version="1.0">1.0.x</span></a>`);
    expect(html).toContain(`<li class="${block}__html"><hr></li>`);
  });
});

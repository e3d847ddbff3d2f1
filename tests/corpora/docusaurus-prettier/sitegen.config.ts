import type { UserConfig } from '@sitegen/core';
// the Docusaurus sidebars file, as it is (categories in the object shorthand)
import sidebars from './website/sidebars.json' with { type: 'json' };

// website/docusaurus.config.js mapped by hand, as a migrating team would today (see SOURCE.md):
// presets…docs.path '../docs' → contentDir '.', sidebarPath './sidebars.json' → sidebars.
// Left out: the blog, gtag, the llms-txt plugin, customFields, the playground, versions (the
// 'stable' snapshot is not taken), and the %PRETTIER_VERSION% replacement the site's build does.
const config: UserConfig = {
  title: 'Prettier',
  tagline: 'Opinionated Code Formatter',
  url: 'https://prettier.io',
  baseUrl: '/',
  contentDir: '.',
  sidebars,
  editUrl: 'https://github.com/prettier/prettier/edit/main',
  colorMode: { respectPrefersColorScheme: true },
  navbar: {
    title: 'Prettier',
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'right' },
      { href: 'https://github.com/prettier/prettier', label: 'GitHub', position: 'right' },
    ],
  },
};

export default config;

import type { UserConfig } from '@sitegen/core';
import sidebars from './sidebars.json';

// Written by `sitegen migrate docusaurus` from docusaurus.config.ts; MIGRATION.md lists what it could not map and why.
const config: UserConfig = {
  // Edited after the migration (tests/corpora/docusaurus-pnpm/SOURCE.md): the navbar's Blog, FAQ,
  // Benchmarks, Community and "More" items, Sponsor Us › Crypto Donations and the footer's Settings
  // link lead to pages this corpus leaves out (the blog, src/pages, docs/settings.md), and are removed.
  "title": "pnpm",
  "tagline": "Fast, disk space efficient package manager",
  "url": "https://pnpm.io",
  "baseUrl": "/",
  "favicon": "img/favicon.png",
  "i18n": {
    "defaultLocale": "en",
    "locales": [
      "en",
      "zh",
      "es"
    ],
    "localeConfigs": {
      "en": {
        "label": "English"
      },
      "zh": {
        "label": "简体中文 (99%)"
      },
      "es": {
        "label": "Español (67%)"
      }
    }
  },
  "markdown": {
    "format": "mdx"
  },
  "contentDir": ".",
  "docsRouteBasePath": "/",
  "lastUpdated": {
    "author": true
  },
  "sidebars": sidebars,
  "customCss": [
    "./src/css/customTheme.css"
  ],
  "navbar": {
    "title": "pnpm",
    "logo": {
      "src": "img/pnpm-no-name-with-frame.svg"
    },
    "items": [
      {
        "to": "motivation",
        "label": "Docs",
        "position": "left"
      },
      {
        "type": "docsVersionDropdown",
        "position": "right"
      },
      {
        "type": "localeDropdown",
        "position": "right"
      },
      {
        "type": "dropdown",
        "label": "🧡 Sponsor Us",
        "position": "right",
        "items": [
          {
            "label": "Open Collective",
            "href": "https://opencollective.com/pnpm"
          },
          {
            "label": "GitHub Sponsors",
            "href": "https://github.com/sponsors/pnpm"
          }
        ]
      },
      {
        "href": "https://github.com/pnpm/pnpm",
        "position": "right",
        "className": "header-github-link",
        "label": "GitHub repository"
      },
      {
        "href": "https://bit.cloud/pnpm",
        "position": "right",
        "className": "header-bit-cloud-link",
        "label": "Bit.cloud"
      }
    ]
  },
  "footer": {
    "style": "dark",
    "copyright": "Copyright © 2015-2026 contributors of pnpm",
    "links": [
      {
        "title": "Docs",
        "items": [
          {
            "label": "Getting Started",
            "to": "installation"
          },
          {
            "label": "pnpm CLI",
            "to": "pnpm-cli"
          },
          {
            "label": "Workspace",
            "to": "workspaces"
          }
        ]
      },
      {
        "title": "Community",
        "items": [
          {
            "label": "X (Twitter)",
            "href": "https://x.com/pnpmjs"
          },
          {
            "label": "YouTube",
            "href": "https://www.youtube.com/@pnpmjs"
          },
          {
            "label": "Reddit",
            "href": "https://reddit.com/r/pnpm/"
          },
          {
            "label": "Bluesky",
            "href": "https://bsky.app/profile/pnpm.io"
          },
          {
            "label": "Discord",
            "href": "https://r.pnpm.io/chat"
          }
        ]
      },
      {
        "title": "Contributing",
        "items": [
          {
            "label": "GitHub",
            "href": "https://github.com/pnpm/pnpm"
          },
          {
            "label": "Help Us Translate",
            "href": "https://translate.pnpm.io"
          }
        ]
      }
    ]
  },
  "announcementBar": {
    "id": "announcement-bar",
    "content": "Learn how to <b><a href=\"https://pnpm.io/supply-chain-security\">Mitigate supply chain attacks with pnpm</a></b>"
  },
  "colorMode": {
    "respectPrefersColorScheme": true
  },
  "image": "img/ogimage.png",
  // Docusaurus-only settings, left out:
  // organizationName: not mapped, deployment is yours: sitegen writes a folder of static files
  // projectName: not mapped, deployment is yours: sitegen writes a folder of static files
  // onBrokenLinks: not mapped, broken navigation links always fail the build; `sitegen build --strict-links` fails on broken Markdown links too
  // onBrokenMarkdownLinks: not mapped, broken Markdown links warn; `sitegen build --strict-links` fails on them
  // future: not mapped, Docusaurus's own build options: sitegen's build needs none
  // customFields: not mapped, no customFields: a page's components read the site's title, tagline, url and baseUrl (useDocusaurusContext); put other values in a module the pages import
  // scripts: not mapped, write them as headTags: [{ tagName: 'script', attributes: { src: '…' } }]
  // plugins: not mapped, Docusaurus plugins do not run in sitegen: see each below; sitegen plugins have their own hooks (plugins in the config)
  // i18n.localeConfigs.it: not mapped, 'it' is not one of i18n.locales: not built, as in Docusaurus
  // i18n.localeConfigs.zh-TW: not mapped, 'zh-TW' is not one of i18n.locales: not built, as in Docusaurus
  // i18n.localeConfigs.ja: not mapped, 'ja' is not one of i18n.locales: not built, as in Docusaurus
  // i18n.localeConfigs.ko: not mapped, 'ko' is not one of i18n.locales: not built, as in Docusaurus
  // i18n.localeConfigs.pt: not mapped, 'pt' is not one of i18n.locales: not built, as in Docusaurus
  // i18n.localeConfigs.ru: not mapped, 'ru' is not one of i18n.locales: not built, as in Docusaurus
  // i18n.localeConfigs.uk: not mapped, 'uk' is not one of i18n.locales: not built, as in Docusaurus
  // i18n.localeConfigs.fr: not mapped, 'fr' is not one of i18n.locales: not built, as in Docusaurus
  // i18n.localeConfigs.tr: not mapped, 'tr' is not one of i18n.locales: not built, as in Docusaurus
  // i18n.localeConfigs.id: not mapped, 'id' is not one of i18n.locales: not built, as in Docusaurus
  // presets.classic.docs.editUrl: not mapped, an editUrl function: sitegen takes one URL the file path is added to
  // presets.classic.blog: not mapped, sitegen has no blog: its posts are not built
  // presets.classic.gtag: not mapped, add its script as headTags
  // themeConfig.navbar.items[7].dropdownItemsAfter: not mapped, no sitegen navbar setting of that name
  // themeConfig.prism.theme: not mapped, code is highlighted by Shiki, which knows its languages: choose its themes in markdown.codeThemes
  // themeConfig.prism.darkTheme: not mapped, code is highlighted by Shiki, which knows its languages: choose its themes in markdown.codeThemes
  // themeConfig.prism.additionalLanguages: not mapped, code is highlighted by Shiki, which knows its languages: choose its themes in markdown.codeThemes
  // themeConfig.algolia: not mapped, search is built in (Pagefind): nothing to set up
};

export default config;

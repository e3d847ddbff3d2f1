import path from 'node:path';
import { themes } from 'prism-react-renderer';
import progress from "./scripts/progress_lang.json" with { type: "json" };
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const GITHUB_URL = 'https://github.com/pnpm/pnpm';
const GITHUB_SPONSOR_URL = 'https://github.com/sponsors/pnpm';
const SPONSOR_URL = 'https://opencollective.com/pnpm';
const TRANSLATE_URL = "https://translate.pnpm.io";
const CRYPTO_DONATIONS_HREF = '/crypto-donations';
const LOCALE_CI = process.env.LOCALE_CI;
const DEFAULT_LOCALE = 'en';
const LOCALE_FULL_CODE: Record<string, string> = {
  zh: 'zh-CN',
  pt: 'pt-BR',
  es: 'es-ES',
}

const PROJECT_NAME = 'pnpm.io'

const lastDocsVersion = '11.x';

function makeEditUrl (locale: string, path1: string, path2: string): string {
  // Link to Crowdin for non-English docs
  if (locale !== DEFAULT_LOCALE) {
    return `https://translate.pnpm.io/project/pnpm/${LOCALE_FULL_CODE[locale] || locale}`;
  }
  if (path1 === `versioned_docs/version-${lastDocsVersion}`) {
    return `https://github.com/pnpm/${PROJECT_NAME}/edit/main/docs/${path2}`;
  }
  // Link to GitHub for English docs
  return `https://github.com/pnpm/${PROJECT_NAME}/edit/main/${path1}/${path2}`;
}

const docusaurusConfig = {
  "title": "pnpm",
  "tagline": "Fast, disk space efficient package manager",
  "url": "https://pnpm.io",
  "baseUrl": "/",
  "organizationName": "pnpm",
  "projectName": PROJECT_NAME,
  "scripts": [
    "https://buttons.github.io/buttons.js",
    "/homepage.js",
  ],
  "favicon": "img/favicon.png",
  "customFields": {
    "users": require('./users.json'),
    "repoUrl": GITHUB_URL,
    "translationRecruitingLink": TRANSLATE_URL,
  },
  "onBrokenLinks": "log",
  "onBrokenMarkdownLinks": "log",
  "future": {
    "experimental_faster": true,
    "v4": {
      "removeLegacyPostBuildHeadAttribute": true,
      "useCssCascadeLayers": false, // FIXME Primary color will be changed to blue if this is enabled
    },
  },
  "presets": [
    [
      "@docusaurus/preset-classic",
      {
        "docs": {
          "showLastUpdateAuthor": true,
          "showLastUpdateTime": true,
          editUrl: ({locale, versionDocsDirPath, docPath}) => makeEditUrl(locale, versionDocsDirPath, docPath),
          "path": "./docs",
          "routeBasePath": "/",
          "sidebarPath": path.join(__dirname, "sidebars.json"),
        },
        "gtag": {
          trackingID: "UA-91385296-1",
          anonymizeIP: true,
        },
        "blog": {
          "path": "blog",
          editUrl: ({locale, blogDirPath, blogPath}) => makeEditUrl(locale, blogDirPath, blogPath),
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
        },
        "theme": {
          customCss: require.resolve('./src/css/customTheme.css'),
        }
      } satisfies Preset.Options
    ]
  ],
  "plugins": [
    [
      "content-docs",
      ({
        "id": "community",
        "path": "community",
        "routeBasePath": "community",
        "sidebarPath": path.join(__dirname, "sidebarsCommunity.json"),
      }),
    ],
    'docusaurus-plugin-sass',
  ],
  "themeConfig": {
    "colorMode": {
      respectPrefersColorScheme: true,
    },
    "prism": {
      theme: themes.github,
      darkTheme: themes.dracula,
      // https://docusaurus.io/docs/migration/v3#prism-react-renderer-v20
      additionalLanguages: ['bash', 'diff', 'json', 'powershell', 'yaml', 'docker', 'ini'],
    },
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
          "to": "blog",
          "label": "Blog",
          "position": "left",
          className: 'header-long-screen',
        },
        {
          "to": "/faq",
          "label": "FAQ",
          "position": "left",
          className: 'header-long-screen',
        },
        {
          "to": "/benchmarks",
          "label": "Benchmarks",
          "position": "left",
          className: 'header-long-screen',
        },
        {
          "to": "/community/articles",
          "label": "Community",
          "position": "left"
        },
        {
          type: 'dropdown',
          label: 'More',
          "position": "left",
          className: 'header-short-screen',
          items: [
            {
              "to": "blog",
              "label": "Blog",
            },
            {
              "to": "/faq",
              "label": "FAQ",
            },
            {
              "to": "/community/articles",
              "label": "Community",              
            },
            {
              "to": "/benchmarks",
              "label": "Benchmarks",
            },
          ],
        },
        {
          type: 'docsVersionDropdown',
          "position": "right",
        },
        {
          type: 'localeDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {
              to: 'https://translate.pnpm.io',
              label: 'Help Us Translate',
            },
          ],
        },
        {
          label: '🧡 Sponsor Us',
          position: 'right',
          items: [
            {
              label: 'Open Collective',
              href: SPONSOR_URL,
            },
            {
              label: 'GitHub Sponsors',
              href: GITHUB_SPONSOR_URL,
            },
            {
              label: 'Crypto Donations',
              href: CRYPTO_DONATIONS_HREF,
            }
          ]
        },
        {
          href: 'https://github.com/pnpm/pnpm',
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub repository',
        },
        {
          href: 'https://bit.cloud/pnpm',
          position: 'right',
          className: 'header-bit-cloud-link',
          'aria-label': 'Bit.cloud',
        },
      ],
    },
    "image": "img/ogimage.png",
    "footer": {
      "links": [
        {
          title: 'Docs',
          items: [
            {
              label: 'Getting Started',
              to: 'installation'
            },
            {
              label: 'pnpm CLI',
              to: 'pnpm-cli',
            },
            {
              label: 'Workspace',
              to: 'workspaces',
            },
            {
              label: 'Settings (pnpm-workspace.yaml)',
              to: 'settings',
            },
          ]
        },
        {
          title: 'Community',
          items: [
            {
              label: 'X (Twitter)',
              href: 'https://x.com/pnpmjs'
            },
            // {
              // label: 'Mastodon',
              // href: 'https://fosstodon.org/@pnpm',
              // rel: 'me',
            // },
            {
              label: 'YouTube',
              href: 'https://www.youtube.com/@pnpmjs',
            },
            // {
              // label: 'Stack Overflow',
              // href: 'https://stackoverflow.com/questions/tagged/pnpm'
            // },
            {
              label: 'Reddit',
              href: 'https://reddit.com/r/pnpm/'
            },
            {
              label: 'Bluesky',
              href: 'https://bsky.app/profile/pnpm.io'
            },
            {
              label: 'Discord',
              href: 'https://r.pnpm.io/chat'
            },
          ]
        },
        {
          title: 'Contributing',
          items: [
            {
              label: 'GitHub',
              href: GITHUB_URL,
            },
            {
              label: 'Help Us Translate',
              href: TRANSLATE_URL,
            },
            // {
              // label: 'Vote for us on stackshare',
              // href: 'https://stackshare.io/pnpm',
            // },
            // {
              // label: 'Like us on AlternativeTo',
              // href: 'https://alternativeto.net/software/pnpm/about/',
            // },
          ],
        },
        /*{
          items: [
            {
              html: `<a href="https://www.netlify.com">
  <img src="https://www.netlify.com/img/global/badges/netlify-light.svg" alt="Deploys by Netlify" />
</a>`,
            }
          ],
        },*/
      ],
      "copyright": `Copyright © 2015-${new Date().getFullYear()} contributors of pnpm`,
      "logo": {
        "src": "img/pnpm-light.svg"
      },
      "style": "dark",
    },
    "algolia": {
      "appId": "RAHRBBK2WL",
      "apiKey": "a337998a623aa8f80d2a97a79d565086",
      "indexName": "pnpm",
      "contextualSearch": true,
    },
    announcementBar: {
      content: `Learn how to <b><a href="https://pnpm.io/supply-chain-security">Mitigate supply chain attacks with pnpm</a></b>`,
    },
  } satisfies Preset.ThemeConfig,
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: LOCALE_CI ? [LOCALE_CI] : ['en', 'zh', 'es'],
    localeConfigs: {
      en: { label: "English" },
      it: { label: `Italiano (${progress["it"].translationProgress}%)` },
      zh: { label: `简体中文 (${progress["zh-CN"].translationProgress}%)` },
      "zh-TW": {
        label: `正體中文 (${progress["zh-TW"].translationProgress}%)`,
      },
      ja: { label: `日本語 (${progress["ja"].translationProgress}%)` },
      ko: { label: `한국어 (${progress["ko"].translationProgress}%)` },
      pt: {
        label: `Português Brasileiro (${progress["pt-BR"].translationProgress}%)`,
      },
      ru: { label: `Русский (${progress["ru"].translationProgress}%)` },
      uk: { label: `Українська (${progress["uk"].translationProgress}%)` },
      fr: { label: `Français (${progress["fr"].translationProgress}%)` },
      tr: { label: `Türkçe (${progress["tr"].translationProgress}%)` },
      es: { label: `Español (${progress["es-ES"].translationProgress}%)` },
      id: {
        label: `Bahasa Indonesia (${progress["id"].translationProgress}%)`,
      },
      // hu: { label: `Magyar (${progress["hu"].translationProgress}%)` },
      // pl: { label: `Polski (${progress["pl"].translationProgress}%)` },
      // de: { label: `Deutsch (${progress["de"].translationProgress}%)` },
    },
  },
} satisfies Config;

export default docusaurusConfig;

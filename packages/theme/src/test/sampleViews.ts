/** View models for theme tests and the widget harness: a small docs site under /docs-site/. */
import type { ApiCodeBlockView, ApiPageView, DocPageView, PageView, SiteView } from '@sitegen/core/view';

export function sampleSite(overrides: Partial<SiteView> = {}): SiteView {
  return {
    title: 'SDK',
    tagline: 'Docs for the SDK',
    basePath: '/docs-site/',
    url: 'https://example.com',
    lang: 'en',
    navbar: {
      title: 'SDK',
      homeHref: '/docs-site/',
      hideOnScroll: false,
      items: [
        { type: 'link', position: 'left', label: 'Guides', href: '/docs-site/docs/intro', isExternal: false, isActive: true },
        { type: 'link', position: 'left', label: 'API Reference', href: '/docs-site/docs/api/', isExternal: false, isActive: false },
        {
          type: 'dropdown',
          position: 'left',
          label: 'More',
          isActive: false,
          items: [
            { label: 'Concepts', href: '/docs-site/docs/concepts', isExternal: false, isActive: false },
            { label: 'Changelog', href: '/docs-site/docs/changelog', isExternal: false, isActive: false },
            { label: 'Blog', href: 'https://blog.example.com', isExternal: true, isActive: false },
          ],
        },
        { type: 'link', position: 'right', label: 'GitHub', href: 'https://github.com/example/sdk', isExternal: true, isActive: false },
      ],
    },
    footer: {
      style: 'dark',
      groups: [
        { title: 'Docs', items: [{ label: 'Guides', href: '/docs-site/docs/intro', isExternal: false }] },
        { title: 'Community', items: [{ label: 'Discord', href: 'https://discord.gg/example', isExternal: true }] },
      ],
      copyright: 'Copyright © 2026 Example. Built with sitegen.',
    },
    colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
    breakpoint: 996,
    progressBarDelayMs: 200,
    assets: { css: [], js: [] },
    headTags: [],
    noIndex: false,
    versions: [{ name: 'current', label: 'Next', isCurrent: true, href: '/docs-site/docs/intro' }],
    ...overrides,
  };
}

const articleHtml = [
  '<p>The SDK lets you <strong>quote</strong>, swap and manage liquidity positions. Read <a href="/docs-site/docs/concepts">the concepts</a> first, then try <code>gSwap.quoting.quoteExactInput()</code>.</p>',
  '<h2 id="install">Install<a class="sg-heading-anchor" href="#install" aria-label="Direct link to Install">#</a></h2>',
  '<p>Add the package with your package manager.</p>',
  '<div class="sg-code"><div class="sg-code__title">install.sh</div><pre class="shiki" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0">npm</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF"> install @example/sdk bignumber.js a-very-long-argument-that-makes-the-line-overflow-the-code-block-horizontally</span></span></code></pre></div>',
  '<div class="sg-admonition sg-admonition--tip"><p class="sg-admonition__title">Tip</p><p>Quotes are cheap: ask for one before every swap.</p></div>',
  '<h3 id="configure">Configure<a class="sg-heading-anchor" href="#configure" aria-label="Direct link to Configure">#</a></h3>',
  '<table><thead><tr><th>Option</th><th>Type</th><th>Default</th><th>Description</th></tr></thead><tbody><tr><td><code>signer</code></td><td><code>GalaChainSigner</code></td><td>none</td><td>Signs the transactions the SDK submits on your behalf, for swaps and positions.</td></tr></tbody></table>',
  '<div class="sg-admonition sg-admonition--warning"><p class="sg-admonition__title">Warning</p><p>Never commit a private key.</p></div>',
  '<h2 id="next-steps">Next steps<a class="sg-heading-anchor" href="#next-steps" aria-label="Direct link to Next steps">#</a></h2>',
  '<ul><li>Read about <a href="/docs-site/docs/fees">fees</a>.</li><li>Check a <em>transaction</em> status.</li></ul>',
  '<blockquote><p>Slippage protects you from price moves between quote and swap.</p></blockquote>',
].join('');

export function sampleDocPage(overrides: Partial<DocPageView> = {}): DocPageView {
  return {
    kind: 'doc',
    href: '/docs-site/docs/intro',
    title: 'Introduction',
    description: 'What the SDK does',
    html: articleHtml,
    toc: [
      { id: 'install', text: 'Install', level: 2 },
      { id: 'configure', text: 'Configure', level: 3 },
      { id: 'next-steps', text: 'Next steps', level: 2 },
    ],
    hideTableOfContents: false,
    sidebar: {
      id: 'docs',
      items: [
        { type: 'link', label: 'Introduction', href: '/docs-site/docs/intro', isCurrent: true },
        {
          type: 'category',
          label: 'Tutorial',
          href: '/docs-site/docs/category/tutorial',
          isCurrent: false,
          isActive: false,
          collapsed: true,
          collapsible: true,
          items: [
            { type: 'link', label: 'Quoting', href: '/docs-site/docs/tutorial/quoting', isCurrent: false },
            { type: 'link', label: 'Trading', href: '/docs-site/docs/tutorial/trading', isCurrent: false },
          ],
        },
        {
          type: 'category',
          label: 'Concepts',
          isCurrent: false,
          isActive: false,
          collapsed: false,
          collapsible: true,
          items: [{ type: 'link', label: 'Fees', href: '/docs-site/docs/fees', isCurrent: false }],
        },
      ],
    },
    breadcrumbs: [{ label: 'Home', href: '/docs-site/' }, { label: 'Introduction' }],
    pagination: { next: { label: 'Getting started', href: '/docs-site/docs/getting-started' } },
    ...overrides,
  };
}

export const homeHtml =
  '<section class="sg-hero"><div class="sg-container"><h1 class="sg-hero__title">SDK</h1><p class="sg-hero__tagline">Docs for the SDK</p><div class="sg-hero__actions"><a class="sg-button sg-button--primary" href="/docs-site/docs/intro">Get started</a><a class="sg-button sg-button--secondary" href="/docs-site/docs/api/">API Reference</a></div></div></section>' +
  '<section class="sg-container"><div class="sg-features"><div class="sg-feature"><h2 class="sg-feature__title">Quote</h2><p>Ask the pools for a price.</p></div><div class="sg-feature"><h2 class="sg-feature__title">Swap</h2><p>Trade tokens with slippage protection.</p></div><div class="sg-feature"><h2 class="sg-feature__title">Provide liquidity</h2><p>Open and manage positions.</p></div></div></section>';

export function samplePages(): PageView[] {
  return [
    sampleDocPage(),
    { kind: 'react', href: '/docs-site/', title: 'SDK', html: homeHtml },
    { kind: 'notFound', href: '/docs-site/404.html', title: 'Page Not Found' },
    {
      kind: 'category',
      href: '/docs-site/docs/category/tutorial',
      title: 'Tutorial',
      description: 'Step by step.',
      sidebar: sampleDocPage().sidebar,
      breadcrumbs: [{ label: 'Tutorial' }],
      pagination: {},
      cards: [
        { label: 'Quoting', href: '/docs-site/docs/tutorial/quoting', description: 'Get a quote.', kind: 'doc' },
        { label: 'Pools', href: '/docs-site/docs/pools', kind: 'category', count: 3 },
      ],
    },
    {
      kind: 'markdown',
      href: '/docs-site/markdown-page',
      title: 'Markdown page',
      html: '<p>A standalone page.</p>',
      toc: [],
      hideTableOfContents: false,
    },
  ];
}

const keyword = { '--shiki-light': '#CF222E' };
const name = { '--shiki-light': '#8250DF' };

/** `swap(amount: NumericAmount): Promise<PendingTransaction>`, its names linked as the code-link stage links them */
const swapSignature: ApiCodeBlockView = {
  preClassName: 'shiki',
  preStyle: { '--shiki-light-bg': '#ffffff' },
  lines: [
    [
      {
        style: name,
        parts: [
          {
            text: 'swap',
            href: '/docs-site/docs/api/classes/Swaps#swap',
            isExternal: false,
            codeLink: { title: 'swap(amount: NumericAmount): Promise<PendingTransaction>' },
          },
        ],
      },
      { parts: ['(amount: '] },
      { style: name, parts: [{ text: 'NumericAmount', href: '/docs-site/docs/api/type-aliases/NumericAmount', isExternal: false }] },
      { parts: ['): '] },
      { style: name, parts: [{ text: 'Promise', href: 'https://developer.mozilla.org/Promise', isExternal: true }] },
      { parts: ['<'] },
      {
        style: keyword,
        parts: [
          'Pending',
          { text: 'Transaction', href: '/docs-site/docs/api/classes/PendingTransaction', isExternal: false, codeLink: {} },
        ],
      },
      { parts: ['>'] },
    ],
  ],
};

/** The API page of a class with one method, as the core gives it to the theme. */
export function sampleApiPage(overrides: Partial<ApiPageView> = {}): ApiPageView {
  return {
    kind: 'api',
    href: '/docs-site/docs/api/classes/Swaps',
    title: 'Class: Swaps',
    description: 'Swaps tokens.',
    article: {
      kind: 'declaration',
      declarationKind: 'class',
      comment: { summaryHtml: '<p>Swaps tokens.</p>', blocks: [{ tag: 'remarks', title: 'Remarks', html: '<p>Through the bundler.</p>' }] },
      signatures: [],
      sections: [
        {
          heading: { level: 2, id: 'methods', label: 'Methods' },
          members: [
            {
              heading: { level: 3, id: 'swap', label: 'swap' },
              badges: ['static', 'deprecated'],
              relations: [{ label: 'Inherited from', name: { text: 'Base.swap', href: '/docs-site/docs/api/classes/Base#swap' } }],
              comment: { deprecated: { html: '<p>Use trade.</p>' }, blocks: [] },
              signatures: [
                {
                  code: swapSignature,
                  parameters: {
                    heading: { level: 4, label: 'Parameters' },
                    rows: [
                      {
                        name: { text: 'amount' },
                        type: {
                          tokens: [
                            {
                              text: 'NumericAmount',
                              kind: 'ref',
                              link: { href: '/docs-site/docs/api/type-aliases/NumericAmount', isExternal: false },
                            },
                          ],
                        },
                      },
                      { name: { text: 'options' } },
                      {
                        name: {
                          text: 'options.fee?',
                          codeLink: { href: '/docs-site/docs/api/enumerations/FEE_TIER', title: 'enum FEE_TIER' },
                        },
                        type: { tokens: [{ text: 'number', kind: 'intrinsic' }] },
                        descriptionHtml: '<p>The fee tier.</p>',
                      },
                    ],
                  },
                  returns: {
                    heading: { level: 4, label: 'Returns' },
                    type: {
                      display: 'inline',
                      type: {
                        tokens: [
                          { text: 'Promise', kind: 'ref' },
                          { text: '<', kind: 'punct' },
                          { text: 'void', kind: 'intrinsic' },
                          { text: '>', kind: 'punct' },
                        ],
                      },
                    },
                    descriptionsHtml: ['<p>When the swap is submitted.</p>'],
                  },
                },
              ],
            },
          ],
        },
      ],
    },
    toc: [
      { id: 'methods', text: 'Methods', level: 2 },
      { id: 'swap', text: 'swap', level: 3 },
    ],
    sidebar: {
      id: 'apiSidebar',
      items: [{ type: 'link', label: 'Swaps', href: '/docs-site/docs/api/classes/Swaps', isCurrent: true }],
    },
    breadcrumbs: [{ label: 'Classes' }, { label: 'Swaps' }],
    pagination: { prev: { label: 'Globals', href: '/docs-site/docs/api/globals' } },
    ...overrides,
  };
}

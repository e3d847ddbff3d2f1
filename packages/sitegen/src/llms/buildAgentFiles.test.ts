import type { PageView } from '../view/index.js';
import { describe, expect, it } from 'vitest';
import type { ApiReference } from '../api/types.js';
import type { SiteContent } from '../content/types.js';
import type { Route } from '../routes/types.js';
import type { OutputFile } from '../write/writeSite.js';
import { createRouter } from '../router/createRouter.js';
import { buildAgentFiles } from './buildAgentFiles.js';

const doc = (routePath: string, file: string, body: string) => ({
  id: routePath,
  file,
  dir: '',
  frontMatter: {},
  body,
  bodyLineOffset: 3,
  routePath,
});
const content: SiteContent = {
  docs: [
    doc('docs/a', '/site/content/docs/a.md', 'See [b](./b.md#x), [api](api:Thing) and [top](#top).'),
    doc('docs/b', '/site/content/docs/b.md', '# Bee\n\nB.'),
  ],
  categories: [],
  pages: [],
  diagnostics: [],
};
const page = (href: string, title: string): PageView =>
  ({ kind: 'doc', href, title, html: '', toc: [], hideTableOfContents: false, breadcrumbs: [], pagination: {} }) as PageView;
const route = (routePath: string, source: string, title: string): Route => ({
  routePath,
  outputFile: `${routePath}/index.html`,
  source,
  page: page(`/p/${routePath}`, title),
  anchors: [],
  links: [],
});
const api = {
  pages: [
    {
      routePath: 'docs/api/Thing',
      title: 'Class: Thing',
      html: '',
      toc: [],
      anchors: [],
      links: [],
      markdown: '# Class: Thing\n\n[Other](/p/docs/api/Other)\n',
      group: 'Classes',
    },
  ],
  exports: [{ name: 'Thing', kind: 'class', routePath: 'docs/api/Thing', signature: 'class Thing' }],
  members: [],
  sidebar: {
    indexRoutePath: 'docs/api',
    globalsRoutePath: 'docs/api/globals',
    groups: [{ label: 'Classes', items: [{ label: 'Thing', routePath: 'docs/api/Thing' }] }],
  },
  symbols: new Map([['Thing', { routePath: 'docs/api/Thing' }]]),
} as unknown as ApiReference;

const routerFor = (origin: string) => createRouter({ basePath: '/p/', origin, docsRoutePath: 'docs', apiRoutePath: 'docs/api' });

const text = (files: OutputFile[], path: string) => {
  const file = files.find((f) => f.path === path);
  return file && 'contents' in file ? String(file.contents) : undefined;
};

describe('buildAgentFiles', () => {
  const routes = [
    route('docs/a', '/site/content/docs/a.md', 'A'),
    route('docs/b', '/site/content/docs/b.md', 'Bee'),
    route('docs/api/Thing', 'API reference page docs/api/Thing', 'Class: Thing'),
  ];

  it('keeps links path-absolute under the base path when the site has no URL', () => {
    const { files, routes: withTwins } = buildAgentFiles({
      config: { title: 'T', tagline: 'Tag' },
      router: routerFor(''),
      content,
      routes,
      api,
    });
    expect(text(files, 'docs/a.md')).toBe('# A\n\nSee [b](/p/docs/b#x), [api](/p/docs/api/Thing) and [top](/p/docs/a#top).\n');
    expect(text(files, 'docs/b.md')).toBe('# Bee\n\nB.\n');
    expect(text(files, 'docs/api/Thing.md')).toBe('# Class: Thing\n\n[Other](/p/docs/api/Other)\n');
    expect(text(files, 'llms.txt')).toContain(
      '## Guides\n\n- [A](/p/docs/a)\n- [Bee](/p/docs/b)\n\n## API Reference\n\n- [Class: Thing](/p/docs/api/Thing)\n',
    );
    expect(text(files, 'api.md')).toContain('### [Thing](/p/docs/api/Thing)\n\n```ts\nclass Thing\n```');
    expect(withTwins.map((r) => r.page.markdownHref)).toEqual(['/p/docs/a.md', '/p/docs/b.md', '/p/docs/api/Thing.md']);
  });

  it('gives a React page the Markdown it exports under its title, or its title and description', () => {
    const home = { ...route('', '/site/content/pages/index.tsx', 'Home'), outputFile: 'index.html' };
    home.page = { ...page('/p/', 'Home'), kind: 'react', description: 'Welcome.' } as PageView;
    const withMarkdown = buildAgentFiles({
      config: { title: 'T', tagline: 'Tag' },
      router: routerFor(''),
      content,
      routes: [home],
      reactPages: new Map([['', { markdown: 'Start [here](/p/docs/a).\n' }]]),
    });
    expect(text(withMarkdown.files, 'index.md')).toBe('# Home\n\nStart [here](/p/docs/a).\n');
    const without = buildAgentFiles({ config: { title: 'T', tagline: 'Tag' }, router: routerFor(''), content, routes: [home] });
    expect(text(without.files, 'index.md')).toBe('# Home\n\nWelcome.\n');
  });

  it("names the home page's Markdown in llms.txt only when the site has a home page", () => {
    const home = { ...route('', '/site/content/pages/index.tsx', 'Home'), outputFile: 'index.html' };
    home.page = { ...page('/p/', 'Home'), kind: 'react', description: 'Welcome.' } as PageView;
    const withHome = buildAgentFiles({ config: { title: 'T', tagline: 'Tag' }, router: routerFor(''), content, routes: [home, ...routes] });
    expect(text(withHome.files, 'llms.txt')).toContain('appended (the home page at /p/index.md).');
    const withoutHome = buildAgentFiles({ config: { title: 'T', tagline: 'Tag' }, router: routerFor(''), content, routes });
    expect(withoutHome.files.map((file) => file.path)).not.toContain('index.md');
    expect(text(withoutHome.files, 'llms.txt')).toContain('with `.md` appended. ');
    expect(text(withoutHome.files, 'llms.txt')).not.toContain('index.md');
  });

  it('prefixes the site URL when there is one, and leaves api.md out without an API', () => {
    const { files } = buildAgentFiles({
      config: { title: 'T', tagline: 'Tag' },
      router: routerFor('https://x.dev'),
      content,
      routes: routes.slice(0, 2),
    });
    expect(text(files, 'docs/a.md')).toContain('[b](https://x.dev/p/docs/b#x), [api](api:Thing)');
    expect(text(files, 'api.md')).toBeUndefined();
    expect(text(files, 'llms-full.txt')).toBe(
      '# T\n\n> Tag\n\n<!-- https://x.dev/p/docs/a -->\n\n# A\n\nSee [b](https://x.dev/p/docs/b#x), [api](api:Thing) and [top](https://x.dev/p/docs/a#top).\n\n---\n\n<!-- https://x.dev/p/docs/b -->\n\n# Bee\n\nB.\n',
    );
  });
});

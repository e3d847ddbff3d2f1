import { describe, expect, it } from 'vitest';
import type { Route } from '../routes/types.js';
import { createRouter } from '../router/createRouter.js';
import { checkLinks } from './checkLinks.js';

const router = createRouter({ basePath: '/b/', origin: '', docsRoutePath: 'docs', apiRoutePath: 'docs/api' });

function route(routePath: string, anchors: string[], links: Route['links'] = []): Route {
  return {
    routePath,
    outputFile: `${routePath}/index.html`,
    source: `${routePath}.md`,
    page: { kind: 'category', href: `/b/${routePath}`, title: routePath, breadcrumbs: [], pagination: {}, cards: [] },
    anchors,
    links,
  };
}

const md = (href: string): Route['links'][number] => ({ href, source: { file: 'a.md', line: 3, column: 5 }, origin: 'markdown' });

describe('checkLinks', () => {
  const routes = [
    route(
      'docs/a',
      ['top'],
      [md('/b/docs/b#usage'), md('/b/docs/b/'), md('#top'), md('/b/docs/missing'), md('/b/docs/b#nope'), md('#gone')],
    ),
    route('docs/b', ['usage']),
  ];

  it('warns about broken Markdown links and anchors with their position', () => {
    const diagnostics = checkLinks({ routes, navigationLinks: [], router, fileHrefs: [], strict: false });
    expect(diagnostics.map((d) => [d.severity, d.code, d.message, d.location?.line])).toEqual([
      ['warning', 'links/broken-markdown-link', 'broken link to /b/docs/missing: no such page', 3],
      ['warning', 'links/broken-anchor', 'broken anchor #nope on /b/docs/b', 3],
      ['warning', 'links/broken-anchor', 'broken anchor #gone on /b/docs/a', 3],
    ]);
  });

  it('turns warnings into errors when strict', () => {
    const diagnostics = checkLinks({ routes, navigationLinks: [], router, fileHrefs: [], strict: true });
    expect(diagnostics.every((d) => d.severity === 'error')).toBe(true);
  });

  describe("a link in the documented package's doc comments", () => {
    const pkg = (page: string, href: string): Route['links'][number] => ({
      href,
      source: { file: '/site/node_modules/sdk/package.json' },
      origin: 'package',
      via: `a doc comment of sdk 1.0.0 on ${page}`,
    });
    const shown = [
      route('docs/api', [], [pkg('docs/api', '/b/docs/actions')]),
      route(
        'docs/api/functions/run',
        [],
        [pkg('docs/api/functions/run', '/b/docs/actions'), pkg('docs/api/functions/run', '/b/docs/b#nope')],
      ),
      route('docs/b', ['usage']),
    ];

    it('is reported once, from the deepest page that shows it, with how the package can be sent to its own site', () => {
      const diagnostics = checkLinks({ routes: shown, navigationLinks: [], router, fileHrefs: [], strict: false });
      expect(diagnostics).toEqual([
        {
          severity: 'warning',
          code: 'links/broken-markdown-link',
          message: 'broken link to /b/docs/actions (a doc comment of sdk 1.0.0 on docs/api/functions/run): no such page',
          location: { file: '/site/node_modules/sdk/package.json' },
          hint: expect.stringContaining('api.packageDocsUrl'),
        },
        expect.objectContaining({ severity: 'warning', code: 'links/broken-anchor' }),
      ]);
    });

    it('is an error when strict, unless strictPackageLinks is off', () => {
      const strict = checkLinks({ routes: shown, navigationLinks: [], router, fileHrefs: [], strict: true });
      expect(strict.map((d) => d.severity)).toEqual(['error', 'error']);
      const lenient = checkLinks({ routes: shown, navigationLinks: [], router, fileHrefs: [], strict: true, strictPackageLinks: false });
      expect(lenient.map((d) => d.severity)).toEqual(['warning', 'warning']);
    });
  });

  it('reports a broken navigation link as an error, and accepts static files', () => {
    const diagnostics = checkLinks({
      routes: [route('docs/b', ['usage'])],
      navigationLinks: [
        { href: '/b/docs/nowhere', source: { file: 'sitegen.config.ts' }, origin: 'navigation' },
        { href: '/b/img/logo.svg', source: { file: 'sitegen.config.ts' }, origin: 'navigation' },
      ],
      router,
      fileHrefs: ['/b/img/logo.svg'],
      strict: false,
    });
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'links/broken', location: { file: 'sitegen.config.ts' } }),
    ]);
  });

  it('suggests the page or anchor meant by a near miss', () => {
    const diagnostics = checkLinks({
      routes: [
        route(
          'docs/a',
          [],
          [md('/b/docs/tutorial-basic/quoting'), md('/b/docs/quoting'), md('/b/docs/tutorial-basics/quoting#quote-exact-inptu')],
        ),
        route('docs/tutorial-basics/quoting', ['quote-exact-input']),
      ],
      navigationLinks: [{ href: '/docs/a', source: { file: 'sitegen.config.ts' }, origin: 'navigation', via: "footer 'Docs' › 'A'" }],
      router,
      fileHrefs: [],
      strict: false,
    });
    expect(diagnostics.map((d) => [d.message, d.hint])).toEqual([
      ['broken link to /b/docs/tutorial-basic/quoting: no such page', 'Did you mean /b/docs/tutorial-basics/quoting?'],
      ['broken link to /b/docs/quoting: no such page', 'Did you mean /b/docs/tutorial-basics/quoting?'],
      ['broken anchor #quote-exact-inptu on /b/docs/tutorial-basics/quoting', 'Did you mean #quote-exact-input?'],
      ["broken link to /docs/a (footer 'Docs' › 'A'): no such page", 'Did you mean /b/docs/a?'],
    ]);
  });

  it("checks a React page's links as errors, and its ids as anchors", () => {
    const home: Route = {
      ...route('', []),
      source: 'content/pages/index.tsx',
      page: {
        kind: 'react',
        href: '/b/',
        title: 'Home',
        html: '<main><h2 id="why">Why</h2><a href="/b/docs/b#usage">ok</a><a class="x" href="/b/docs/bb?x=1&amp;y=2">bad</a><a href="#why">up</a><a href="https://example.com/nowhere">out</a></main>',
      },
    };
    const diagnostics = checkLinks({
      routes: [home, route('docs/b', ['usage'], [md('/b/#why'), md('/b/#who')])],
      navigationLinks: [],
      router,
      fileHrefs: [],
      strict: false,
    });
    expect(diagnostics.map((d) => [d.severity, d.code, d.message, d.location?.file, d.hint])).toEqual([
      [
        'error',
        'links/broken',
        'broken link to /b/docs/bb?x=1&y=2: no page at /b/docs/bb',
        'content/pages/index.tsx',
        'Did you mean /b/docs/b?',
      ],
      ['warning', 'links/broken-anchor', 'broken anchor #who on /b', 'a.md', 'Did you mean #why?'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Route } from '../routes/types.js';
import { checkLinks } from './checkLinks.js';

function route(routePath: string, anchors: string[], links: Route['links'] = []): Route {
  return {
    routePath,
    outputFile: `${routePath}/index.html`,
    source: `${routePath}.md`,
    page: { kind: 'notFound', href: `/b/${routePath}`, title: routePath },
    anchors,
    links,
  };
}

const md = (href: string): Route['links'][number] => ({ href, source: { file: 'a.md', line: 3, column: 5 }, origin: 'markdown' });

describe('checkLinks', () => {
  const routes = [
    route('docs/a', ['top'], [md('/b/docs/b#usage'), md('/b/docs/b/'), md('#top'), md('/b/docs/missing'), md('/b/docs/b#nope'), md('#gone')]),
    route('docs/b', ['usage']),
  ];

  it('warns about broken Markdown links and anchors with their position', () => {
    const diagnostics = checkLinks({ routes, navigationLinks: [], basePath: '/b/', fileHrefs: [], strict: false });
    expect(diagnostics.map((d) => [d.severity, d.code, d.message, d.location?.line])).toEqual([
      ['warning', 'links/broken-markdown-link', 'broken link to /b/docs/missing: no page at /b/docs/missing', 3],
      ['warning', 'links/broken-anchor', 'broken anchor #nope on /b/docs/b', 3],
      ['warning', 'links/broken-anchor', 'broken anchor #gone on /b/docs/a', 3],
    ]);
  });

  it('turns warnings into errors when strict', () => {
    const diagnostics = checkLinks({ routes, navigationLinks: [], basePath: '/b/', fileHrefs: [], strict: true });
    expect(diagnostics.every((d) => d.severity === 'error')).toBe(true);
  });

  it('reports a broken navigation link as an error, and accepts static files', () => {
    const diagnostics = checkLinks({
      routes: [route('docs/b', ['usage'])],
      navigationLinks: [
        { href: '/b/docs/nowhere', source: { file: 'sitegen.config.ts' }, origin: 'navigation' },
        { href: '/b/img/logo.svg', source: { file: 'sitegen.config.ts' }, origin: 'navigation' },
      ],
      basePath: '/b/',
      fileHrefs: ['/b/img/logo.svg'],
      strict: false,
    });
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'links/broken', location: { file: 'sitegen.config.ts' } })]);
  });
});

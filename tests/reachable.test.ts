/**
 * Every page of the gSwap site can be reached by following links from its home page
 * (issue 18): a page no link leads to is one a reader never finds. The crawl follows each
 * `<a href>` under the base path through the files the build would write.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInMemory, type InMemoryBuild } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fileText, gswapConfigFile } from './helpers/fixtures.js';

const BASE = '/gswap-sdk/';
const ORIGIN = 'http://site.test';

let site: InMemoryBuild;

beforeAll(async () => {
  site = await buildInMemory({ configFile: gswapConfigFile, logger: createMemoryLogger() });
}, 180_000);

/** The output file a URL path under the base path is served from, if the build wrote one. */
function fileOf(pathname: string, pages: Set<string>): string | undefined {
  const rest = decodeURIComponent(pathname.slice(BASE.length)).replace(/\/$/, '');
  const candidates = rest === '' ? ['index.html'] : [`${rest}/index.html`, rest, `${rest}.html`];
  return candidates.find((file) => pages.has(file));
}

/** The URL a page is served at: 'docs/intro/index.html' → '/gswap-sdk/docs/intro'. */
function urlOf(file: string): string {
  return `${ORIGIN}${BASE}${file.replace(/(^|\/)index\.html$/, '')}`;
}

function linksOf(html: string, pageUrl: string): URL[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => new URL((match[1] ?? '').replace(/&amp;/g, '&'), pageUrl));
}

describe('the built gSwap site', () => {
  it('links every page from the home page, directly or through other pages', () => {
    const pages = new Set(site.files.map((file) => file.path).filter((file) => file.endsWith('.html')));
    expect(pages.size).toBe(site.routeCount);
    const reached = new Set(['index.html']);
    const queue = ['index.html'];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const url of linksOf(fileText(site.files, file), urlOf(file))) {
        if (url.origin !== ORIGIN || !url.pathname.startsWith(BASE)) continue;
        const target = fileOf(url.pathname, pages);
        if (target !== undefined && !reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
      }
    }
    const unreachable = [...pages].filter((file) => !reached.has(file) && file !== '404.html');
    expect(unreachable).toEqual([]);
    expect(reached.size).toBeGreaterThan(60);
  });
});

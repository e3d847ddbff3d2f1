import { beforeAll, describe, expect, it } from 'vitest';
import { BuildCache } from '../packages/sitegen/src/cache/BuildCache.js';
import { buildInMemory, type InMemoryBuild } from '../packages/sitegen/src/pipeline/build.js';
import { loadConfig } from '../packages/sitegen/src/config/loadConfig.js';
import { resolveConfig } from '../packages/sitegen/src/config/resolveConfig.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fileText, gswapConfigFile } from './helpers/fixtures.js';

const BASE = '/gswap-sdk/';
/**
 * a linked identifier of a code block, or a linked inline code span (`<a …><code>GSwap.events</code></a>`);
 * in a checked example, a name's first link shows its type (`aria-description`) instead of the title
 */
const CODE_LINK =
  /<a class="sg-code-link" href="([^"]*)"(?: title="([^"]*)")?(?: aria-description="([^"]*)")?>(?:<code>)?([^<]*)(?:<\/code>)?<\/a>/g;

let site: InMemoryBuild;

/** Every code link of one page: text, href and title. */
function codeLinks(file: string): { text: string; href: string; title?: string; type?: string }[] {
  return [...fileText(site.files, file).matchAll(CODE_LINK)].map((m) => ({
    text: m[4] ?? '',
    href: m[1] ?? '',
    ...(m[2] === undefined ? {} : { title: m[2] }),
    ...(m[3] === undefined ? {} : { type: m[3] }),
  }));
}

const htmlFiles = () => site.files.filter((file) => file.path.endsWith('.html')).map((file) => file.path);

/** '/gswap-sdk/docs/intro' → 'docs/intro/index.html' */
function pageFileOf(href: string): string {
  const route = href.slice(BASE.length);
  return route === '' ? 'index.html' : `${route}/index.html`;
}

beforeAll(async () => {
  site = await buildInMemory({ configFile: gswapConfigFile, logger: createMemoryLogger() });
}, 180_000);

describe('code blocks of the gSwap site link to the API', () => {
  it('links GSwap and PrivateKeySigner in the getting-started guide to their pages, with their signature as title', () => {
    const links = codeLinks('docs/getting-started/index.html');
    expect(links).toContainEqual({ text: 'GSwap', href: `${BASE}docs/api/classes/GSwap`, title: 'class GSwap' });
    expect(links).toContainEqual({
      text: 'PrivateKeySigner',
      href: `${BASE}docs/api/classes/PrivateKeySigner`,
      title: 'class PrivateKeySigner',
    });
  });

  it('follows gSwap.quoting.quoteExactInput to the member anchors, and the quote it returns', () => {
    const links = codeLinks('docs/getting-started/index.html');
    expect(links.find((link) => link.text === 'quoting')?.href).toBe(`${BASE}docs/api/classes/GSwap#quoting`);
    const quote = links.find((link) => link.text === 'quoteExactInput');
    expect(quote?.href).toBe(`${BASE}docs/api/classes/Quoting#quoteexactinput`);
    expect(quote?.type).toMatch(/^\(method\) Quoting.quoteExactInput\(tokenIn: .*\): Promise&lt;GetQuoteResult>$/s);
    expect(links.find((link) => link.text === 'outTokenAmount')?.href).toBe(`${BASE}docs/api/interfaces/GetQuoteResult#outtokenamount`);
    const events = links.filter((link) => link.text === 'events');
    expect(events.map((link) => link.type ?? link.title)).toEqual(['(property) GSwap.events: Events', 'static events: Events']);
  });

  it('links inline code in the guides that names a symbol, not bare member names', () => {
    const intro = codeLinks('docs/intro/index.html');
    expect(intro).toContainEqual({ text: 'GSwap.events', href: `${BASE}docs/api/classes/GSwap#events`, title: 'static events: Events' });
    expect(intro.find((link) => link.text === 'gSwap.quoting')?.href).toBe(`${BASE}docs/api/classes/GSwap#quoting`);
    // a bare member name does not say whose it is
    const quoting = fileText(site.files, 'docs/tutorial-basics/quoting/index.html');
    expect(quoting).toContain('<code>feeTier</code>');
    expect(quoting).not.toContain('<code>feeTier</code></a>');
  });

  it('links inside the API pages too (signatures and comment examples)', () => {
    expect(fileText(site.files, 'docs/api/classes/GSwap/index.html')).toContain('class="sg-code-link');
  });

  it('makes only links that resolve: the page exists and has the anchor', () => {
    const idsOf = new Map<string, Set<string>>();
    const ids = (file: string) => {
      let found = idsOf.get(file);
      if (found === undefined) {
        found = new Set([...fileText(site.files, file).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));
        idsOf.set(file, found);
      }
      return found;
    };
    const pages = new Set(htmlFiles());
    let count = 0;
    for (const file of htmlFiles()) {
      for (const link of codeLinks(file)) {
        count++;
        const [pathPart = '', anchor] = link.href.split('#');
        expect(pages, `${link.href} (from ${file})`).toContain(pageFileOf(pathPart));
        if (anchor !== undefined) expect(ids(pageFileOf(pathPart)), `${link.href} (from ${file})`).toContain(anchor);
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(site.diagnostics.filter((d) => d.code.startsWith('links/'))).toEqual([]);
  });

  it('adds no client JavaScript: the links are plain anchors, no island, nothing in the bundle', () => {
    const scripts = site.files.filter((file) => file.path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(fileText(site.files, script.path)).not.toContain('sg-code-link');
    expect(fileText(site.files, 'docs/getting-started/index.html')).not.toMatch(/data-sg-island="[^"]*code-link/);
  });
});

describe('the gSwap site build', () => {
  it('reports nothing: no broken link or anchor, no warning of any kind', () => {
    expect(site.diagnostics.map((d) => `${d.severity} [${d.code}] ${d.message}`)).toEqual([]);
  });
});

describe('markdown.linkCodeToApi: false', () => {
  it('leaves code blocks unlinked and the client bundle as it was', async () => {
    const resolved = resolveConfig(await loadConfig(gswapConfigFile), gswapConfigFile);
    const cache = new BuildCache();
    // the build reads its config through the cache (as `sitegen dev` does): this one has linking off
    await cache.memo('config', '', () => ({ ...resolved, markdown: { ...resolved.markdown, linkCodeToApi: false } }));
    const off = await buildInMemory({ configFile: gswapConfigFile, logger: createMemoryLogger(), cache });
    expect(off.config.markdown.linkCodeToApi).toBe(false);
    for (const file of off.files.filter((f) => f.path.endsWith('.html')))
      expect(fileText(off.files, file.path)).not.toContain('class="sg-code-link');
    expect(off.gzip.js).toBe(site.gzip.js);
  }, 180_000);
});

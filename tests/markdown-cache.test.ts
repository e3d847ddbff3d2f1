import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { sitegenErrorOf, tempDir } from './helpers/fixtures.js';

const config = `export default { title: 'Cache', url: 'https://example.com', baseUrl: '/', navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }] } };\n`;
const page = (prose: string) => `---\ntitle: Intro\n---\n\n${prose}\n\n\`\`\`ts\nconst answer: number = 42;\n\`\`\`\n`;

async function highlightKeys(site: string): Promise<string[]> {
  const stored = JSON.parse(await readFile(path.join(site, 'node_modules', '.cache', 'sitegen', 'highlight.json'), 'utf8')) as {
    entries: Record<string, unknown>;
  };
  return Object.keys(stored.entries);
}

describe('the highlight cache on disk', () => {
  it('keeps the code blocks of pages whose Markdown came from the cache', async () => {
    const site = await tempDir('sitegen-markdown-cache-');
    await mkdir(path.join(site, 'content', 'docs'), { recursive: true });
    await writeFile(path.join(site, 'sitegen.config.ts'), config);
    await writeFile(path.join(site, 'content', 'docs', 'intro.md'), page('First words.'));
    const configFile = path.join(site, 'sitegen.config.ts');
    const buildOnce = () => build({ configFile, outDir: path.join(site, 'build'), logger: createMemoryLogger() });

    await buildOnce();
    const cold = await highlightKeys(site);
    expect(cold).toHaveLength(1);
    // nothing changed: every page's Markdown comes from the cache, and its highlighted block stays
    await buildOnce();
    expect(await highlightKeys(site)).toEqual(cold);
    // the prose changes, the code does not: the block is still the cached one
    await writeFile(path.join(site, 'content', 'docs', 'intro.md'), page('Other words.'));
    await buildOnce();
    expect(await highlightKeys(site)).toEqual(cold);
  });
});

describe('the Markdown cache on disk', () => {
  it('keeps no page with an error, so the next build reports it again', async () => {
    const site = await tempDir('sitegen-markdown-cache-');
    await mkdir(path.join(site, 'content', 'docs'), { recursive: true });
    await writeFile(path.join(site, 'sitegen.config.ts'), config);
    await writeFile(path.join(site, 'content', 'docs', 'intro.md'), page('Fine.'));
    const unsafe = path.join(site, 'content', 'docs', 'unsafe.md');
    const deep = path.join(site, 'content', 'docs', 'deep.md');
    await writeFile(unsafe, `---\ntitle: Unsafe\n---\n\n[run](javascript:alert(1))\n`);
    await writeFile(deep, `---\ntitle: Deep\n---\n\n${'>'.repeat(10_000)} deep\n`);
    const configFile = path.join(site, 'sitegen.config.ts');
    const buildOnce = () => build({ configFile, outDir: path.join(site, 'build'), logger: createMemoryLogger() });

    for (let run = 0; run < 2; run += 1) {
      const error = await sitegenErrorOf(buildOnce());
      expect(error.details.map((detail) => detail.replace(/\n[\s\S]*/, ''))).toEqual([
        `[markdown/too-deep] ${deep}:5:101 Markdown nested 10000 levels deep (block quotes, lists, footnotes and directives); at most 100 are allowed`,
        `[markdown/unsafe-url] ${unsafe}:5:1 Unsafe javascript: URL in a link: 'javascript:alert(1)'`,
      ]);
    }
    const stored = await readFile(path.join(site, 'node_modules', '.cache', 'sitegen', 'markdown.json'), 'utf8');
    expect(stored).toContain('Fine.');
    expect(stored).not.toContain('markdown/too-deep');
    expect(stored).not.toContain('markdown/unsafe-url');
  });
});

describe('the Markdown cache and the images a page shows', () => {
  it('transforms a page again when an image it shows changes, appears or goes, though its Markdown did not', async () => {
    const site = await tempDir('sitegen-markdown-cache-');
    const docs = path.join(site, 'content', 'docs');
    await mkdir(docs, { recursive: true });
    await writeFile(path.join(site, 'sitegen.config.ts'), config);
    await writeFile(path.join(docs, 'intro.md'), '# Intro\n\n![a square](./square.svg)\n');
    const svg = (side: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"></svg>`;
    const configFile = path.join(site, 'sitegen.config.ts');
    const outDir = path.join(site, 'build');
    const buildOnce = () => build({ configFile, outDir, logger: createMemoryLogger() });
    const image = async () => /<img [^>]*>/.exec(await readFile(path.join(outDir, 'docs', 'intro', 'index.html'), 'utf8'))?.[0];

    // missing: a warning, and the src as written
    expect((await buildOnce()).diagnostics.map((d) => d.code)).toEqual(['links/broken-image']);
    expect(await image()).toBe('<img src="./square.svg" alt="a square">');
    await writeFile(path.join(docs, 'square.svg'), svg(10));
    expect((await buildOnce()).diagnostics).toEqual([]);
    expect(await image()).toMatch(/^<img src="\/assets\/images\/square-[0-9a-f]{8}\.svg" alt="a square" width="10" height="10">$/);
    await writeFile(path.join(docs, 'square.svg'), svg(20));
    await buildOnce();
    expect(await image()).toMatch(/ width="20" height="20">$/);
  });
});

/**
 * MDX pages and tabs (issue 20) on the tests/fixtures/mdx site: Docusaurus-style MDX (local
 * and theme imports, an export, a JSX comment, Tabs, Admonition, Details, CodeBlock) and a
 * Markdown code group. The site builds with --strict-links; the output is the same with 0 and
 * 2 worker threads; an edit to a component the page imports renders the page again.
 */
import { spawnSync } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInMemory, type InMemoryBuild } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fileText, fixtureConfig, repoRoot, tempDir } from './helpers/fixtures.js';

const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');

async function siteCopy(): Promise<string> {
  const site = path.join(await tempDir('sitegen-mdx-'), 'site');
  await cp(path.dirname(fixtureConfig('mdx')), site, { recursive: true, filter: (source) => !source.includes('node_modules') });
  return site;
}

/** The article of a page: what the MDX rendered, without the layout around it. */
function article(html: string): string {
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
}

let site: string;
let built: InMemoryBuild;

beforeAll(async () => {
  site = await siteCopy();
  built = await buildInMemory({ configFile: path.join(site, 'sitegen.config.ts'), logger: createMemoryLogger(), workers: 0 });
});

describe('an MDX page', () => {
  it('builds without a diagnostic', () => {
    expect(built.diagnostics).toEqual([]);
  });

  it('prints no import, export or comment as text, and renders the local component with the exported value', () => {
    const page = article(fileText(built.files, 'docs/install/index.html'));
    for (const text of ['import ', 'export const', '/*', 'for the authors only', '{release}', '@theme/']) expect(page).not.toContain(text);
    expect(page).toContain('<span class="gadget-badge gadget-badge--new">4.2</span>');
  });

  it('has its # heading as its one h1, its front matter title as the document title, and its headings in the TOC', () => {
    const html = fileText(built.files, 'docs/install/index.html');
    expect(html).toContain('<title>Installing Gadgets | Gadgets</title>');
    expect(article(html).match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/class="sg-toc__link[^"]*"[^>]*>Pick a package manager</);
    expect(html).toMatch(/class="sg-toc__link[^"]*"[^>]*>Check the version</);
  });

  it('renders the theme components with Docusaurus’s props', () => {
    const page = article(fileText(built.files, 'docs/install/index.html'));
    expect(page).toContain('data-sg-tabs-group="package-manager"');
    // two tabs of the group, three tabs each
    expect(page.match(/role="tab"/g)).toHaveLength(6);
    expect(page.match(/role="tabpanel"/g)).toHaveLength(6);
    expect(page).toContain('<aside class="sg-admonition sg-admonition--tip" role="note" aria-label="Version check">');
    expect(page).toContain('<summary>Installing behind a proxy</summary>');
    // the CodeBlock is highlighted and numbered like a fenced block
    expect(page).toMatch(/<div class="sg-code sg-code--line-numbers"[^>]*><div class="sg-code__title">check.ts<\/div><pre class="shiki/);
    // tabs and details bring their styles (a page without them does not: MarkdownHtml.test.tsx)
    expect(page).toContain('<style>.sg-tabs{');
  });

  it('resolves its Markdown links like a .md page', () => {
    expect(article(fileText(built.files, 'docs/install/index.html'))).toContain('href="/gadgets/docs/usage#first-gadget"');
  });

  it('is in the search index and the llms files like a .md page', () => {
    const twin = fileText(built.files, 'docs/install.md');
    expect(twin).toContain('Pick a package manager');
    // its Markdown twin reads without the page's imports, exports and comments
    expect(twin.startsWith('# Installing Gadgets\n\nGadgets <Badge')).toBe(true);
    expect(twin).not.toMatch(/^(import|export) /m);
    expect(built.files.some((file) => file.path.startsWith('pagefind/'))).toBe(true);
  });
});

describe("a site’s 'use client' component", () => {
  it('renders on the server inside its island, with its props as data, and is bundled for the browser', () => {
    const page = article(fileText(built.files, 'docs/usage/index.html'));
    expect(page).toMatch(
      /<span style="display:contents" data-sg-island="mdx-[0-9a-f]{10}" data-sg-props="\{&quot;start&quot;:3,&quot;label&quot;:&quot;Gadgets&quot;\}"><button type="button" class="gadget-counter">Gadgets: 3<\/button><\/span>/,
    );
    expect(built.files.some((file) => /^assets\/mdx-[0-9a-f]{10}-\w+\.js$/.test(file.path))).toBe(true);
  });
});

describe('a code group in Markdown', () => {
  it('is tabs labelled by the blocks’ titles, the first selected, each block in its panel', () => {
    const page = article(fileText(built.files, 'docs/code-group/index.html'));
    expect([...page.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual([
      'gadgets.config.ts',
      'gadgets.config.js',
      'gadgets.json',
    ]);
    expect(page.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(page.match(/data-sg-selected=""/g)).toHaveLength(1);
    expect(page).toContain('aria-selected="true"');
    expect(page).not.toContain(':::');
  });

  it('warns about what is not a code block in it', async () => {
    const copy = await siteCopy();
    await writeFile(
      path.join(copy, 'content', 'docs', 'code-group.md'),
      '# Group\n\n::: code-group\n\nProse.\n\n```ts\nlet a;\n```\n\n:::\n',
    );
    const result = await buildInMemory({ configFile: path.join(copy, 'sitegen.config.ts'), logger: createMemoryLogger(), workers: 0 });
    expect(result.diagnostics).toMatchObject([{ severity: 'warning', code: 'markdown/code-group', location: { line: 3 } }]);
  });
});

describe('the MDX cache', () => {
  it('renders a page again when a component it imports changes', async () => {
    const configFile = path.join(site, 'sitegen.config.ts');
    const badge = path.join(site, 'src', 'components', 'Badge.tsx');
    await writeFile(badge, (await readFile(badge, 'utf8')).replace('gadget-badge--${tone}', 'gadget-badge--${tone} gadget-badge--edited'));
    const again = await buildInMemory({ configFile, logger: createMemoryLogger(), workers: 0 });
    expect(article(fileText(again.files, 'docs/install/index.html'))).toContain('gadget-badge--new gadget-badge--edited');
  });
});

async function filesOf(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  return new Map(await Promise.all(files.sort().map(async (file) => [file, await readFile(path.join(dir, file), 'utf8')] as const)));
}

describe('MDX in worker threads', () => {
  it('writes the same site with 0 and 2 workers, and passes --strict-links', async () => {
    const copy = await siteCopy();
    const build = async (workers: string) => {
      const outDir = path.join(copy, `build-${workers}`);
      const args = [cli, 'build', '--config', path.join(copy, 'sitegen.config.ts'), '--out-dir', outDir, '--strict-links'];
      // each build cold: the cache would hide what the workers did
      await rm(path.join(copy, 'node_modules'), { recursive: true, force: true });
      const result = spawnSync(process.execPath, args, {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', CI: '1', SITEGEN_WORKERS: workers },
      });
      expect(result.status, result.stderr).toBe(0);
      return filesOf(outDir);
    };
    const single = await build('0');
    const parallel = await build('2');
    expect([...parallel.keys()]).toEqual([...single.keys()]);
    for (const [file, text] of single) expect(parallel.get(file), file).toBe(text);
    expect(single.get(path.join('docs', 'install', 'index.html'))).toContain('gadget-badge--new');
  });
});

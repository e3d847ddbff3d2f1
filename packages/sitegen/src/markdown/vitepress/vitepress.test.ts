/**
 * VitePress Markdown (issue 38): containers, labelled code groups and titles, attached
 * line highlights, snippets and includes read through the site's file access, `[[toc]]`,
 * emoji, `<script setup>` and links, and the page check reports none of them once rendered.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileAccessOf } from '../../files/siteFileAccess.js';
import { testRouter } from '../../test/router.js';
import { createMarkdownTransformer, type MarkdownTransformer } from '../createMarkdownTransformer.js';
import type { MarkdownContext, MarkdownResult } from '../types.js';
import { parseSnippetLine } from './parseSnippetLine.js';
import { parseAttributes } from './remarkLinkAttributes.js';
import { parseIncludeSpec, selectIncluded } from './selectIncluded.js';
import { splitFenceInfo } from './splitFenceInfo.js';
import { vitepressLinkCandidates, vitepressSitePath } from './vitepressLinkCandidates.js';
import { vitepressTabLabel } from './vitepressTabLabel.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-vitepress-'));
const site = path.join(root, 'site');
const page = path.join(site, 'guide', 'page.md');
mkdirSync(path.join(site, 'guide', 'parts'), { recursive: true });
mkdirSync(path.join(site, 'snippets'), { recursive: true });
writeFileSync(path.join(site, 'snippets', 'a.js'), 'const a = 1\n// #region part\n  const b = 2\n  const c = 3\n// #endregion part\n');
writeFileSync(path.join(site, 'guide', 'parts', 'basics.md'), '## Basics\n\nSome [setup](./setup.md) stuff.\n\n## Other\n\nMore.\n');
writeFileSync(path.join(root, 'secret.txt'), 'outside\n');
const pages = new Map([
  [path.join(site, 'guide', 'setup.md'), '/b/guide/setup'],
  [path.join(site, 'guide', 'parts', 'setup.md'), '/b/guide/parts/setup'],
  [path.join(site, 'guide', 'index.md'), '/b/guide/'],
]);

function context(vitepress: boolean): MarkdownContext {
  return {
    resolveSitePath: (sitePath) => testRouter('/b/').linkHref(sitePath),
    resolveFileLink: (from, target) => {
      const [file = '', anchor] = target.split('#');
      const href = pages.get(path.resolve(path.dirname(from), file));
      return href === undefined ? undefined : href + (anchor === undefined ? '' : `#${anchor}`);
    },
    staticFileOf: () => undefined,
    fileHref: (outputPath) => `/b/${outputPath}`,
    resolveApiLink: () => undefined,
    fileAccess: fileAccessOf(site),
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    codeThemes: { light: 'github-light', dark: 'github-dark' },
    ...(vitepress ? { vitepress: { sourceRoot: site } } : {}),
  };
}

let plain: MarkdownTransformer;
let vitepress: MarkdownTransformer;
beforeAll(async () => {
  plain = await createMarkdownTransformer(context(false));
  vitepress = await createMarkdownTransformer(context(true));
});

async function render(source: string, transform = (): MarkdownTransformer => vitepress): Promise<MarkdownResult> {
  return transform()({ source, file: page, lineOffset: 0 });
}
const codes = (result: MarkdownResult): string[] => result.diagnostics.map((d) => `${d.code} ${d.location?.line}`);

describe('VitePress fences', () => {
  it('splits options attached to the language', () => {
    expect(splitFenceInfo('js{1,4-6}')).toEqual({ lang: 'js', meta: '{1,4-6}' });
    expect(splitFenceInfo('ts:line-numbers=2')).toEqual({ lang: 'ts', meta: 'showLineNumbers=2' });
    expect(splitFenceInfo('js{4}:line-numbers')).toEqual({ lang: 'js', meta: '{4} showLineNumbers' });
    expect(splitFenceInfo('c++')).toEqual({ lang: 'c++', meta: '' });
  });

  it('highlights the lines, titles the block and labels code-group tabs by [label]', async () => {
    const result = await render(
      '# T\n\n```js{2} [vite.config.js]\nconst a = 1\nconst b = 2\n```\n\n::: code-group\n\n```bash [npm]\nnpm i\n```\n\n```bash [pnpm]\npnpm add\n```\n\n:::\n',
      () => plain,
    );
    expect(result.html).toContain('vite.config.js');
    expect(result.html).toMatch(/role="tab"[^>]*>npm<\/button>/);
    expect(result.html).toMatch(/role="tab"[^>]*>pnpm<\/button>/);
    expect(codes(result)).toEqual([]);
  });

  it('labels a tab without [label] as VitePress 1.6 does: its language, else txt', async () => {
    expect(['ts', 'js{1,3}', 'vue-html', 'html-vue', 'ansi', undefined].map(vitepressTabLabel)).toEqual([
      'ts',
      'js',
      'template',
      'html',
      'txt',
      'txt',
    ]);
    const result = await render(
      '# T\n\n::: code-group\n\n```ts{2}\nlet a\nlet b\n```\n\n```\nplain\n```\n\n```sh [pnpm]\npnpm add\n```\n\n:::\n',
      () => plain,
    );
    expect([...result.html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1])).toEqual(['ts', 'txt', 'pnpm']);
  });
});

describe('VitePress code notation', () => {
  it('marks [!code warning] and [!code error] lines, the comments taken out', async () => {
    const result = await render('# T\n\n```js\na() // [!code error]\nb() // [!code warning]\n```\n', () => plain);
    expect(result.html).toContain('sg-code__line--error');
    expect(result.html).toContain('sg-code__line--warning');
    expect(result.html).not.toContain('[!code');
  });
});

describe('VitePress containers', () => {
  it('shows what a code group holds besides code after its tabs, with a warning', async () => {
    const result = await render('# T\n\n:::code-group\n```ts [a.ts]\nlet a\n```\n\nProse kept here.\n:::\n', () => plain);
    expect(result.html).toMatch(/<\/div>\s*<p>Prose kept here.<\/p>/);
    expect(codes(result)).toEqual(['markdown/code-group 3']);
  });

  it('makes ::: details [title] {open} a <details>, with the title as its summary', async () => {
    const result = await render('# T\n\n::: details Click me {open}\nHidden text.\n:::\n\n::: details\nMore.\n:::\n', () => plain);
    expect(result.html).toContain('<details class="sg-details" open><summary>Click me</summary>');
    expect(result.html).toContain('<summary>Details</summary>');
    expect(codes(result)).toEqual([]);
  });

  it('leaves the title line out of ::: tip {no-title}', async () => {
    const result = await render('# T\n\n::: tip {no-title}\nJust try it.\n:::\n', () => plain);
    expect(result.html).toContain('aria-label="Tip"');
    expect(result.html).not.toContain('no-title');
    expect(result.html).not.toContain('sg-admonition__title');
  });

  it('shows ::: v-pre content as written, and does not report its {{ }}', async () => {
    const result = await render('# T\n\n::: v-pre\n{{ shown as is }}\n:::\n', () => plain);
    expect(result.html).toContain('<p>{{ shown as is }}</p>');
    expect(codes(result)).toEqual([]);
  });

  it('keeps custom titles of the other kinds', async () => {
    const result = await render('# T\n\n::: danger STOP\nDanger zone.\n:::\n', () => plain);
    expect(result.html).toContain('aria-label="STOP"');
  });
});

describe('VitePress snippets', () => {
  it('parses the snippet line', () => {
    expect(parseSnippetLine('<<< @/snippets/a.js#part{1,2 ts:line-numbers} [Title]')).toEqual({
      path: '@/snippets/a.js',
      region: 'part',
      highlight: '{1,2}',
      lang: 'ts',
      lineNumbers: 1,
      title: 'Title',
    });
    expect(parseSnippetLine('<<< ./deploy.yaml')).toMatchObject({ path: './deploy.yaml', lang: 'yaml' });
    expect(parseSnippetLine('<< not')).toBeUndefined();
  });

  it('imports a file and a region of it as code blocks, and follows the file for the cache', async () => {
    const result = await render('# T\n\n<<< @/snippets/a.js\n\n<<< ../snippets/a.js#part{1} [Part]\n');
    const text = result.html.replace(/<[^>]+>/g, '');
    expect(text).toContain('const a');
    expect(text).toContain('Part');
    expect(text.match(/const b/g)).toHaveLength(2);
    expect(result.inputFiles?.map((input) => input.file)).toContain(path.join(site, 'snippets', 'a.js'));
    expect(codes(result)).toEqual([]);
  });

  it('refuses a file outside the site with the files/ code at the line, and warns for a missing one', async () => {
    const result = await render('# T\n\n<<< ../../secret.txt\n\n<<< ./missing.js\n\n<<< @/snippets/a.js#nope\n');
    expect(result.html).not.toContain('outside');
    expect(codes(result).sort()).toEqual(['files/outside-site 3', 'markdown/snippet-not-found 5', 'markdown/snippet-not-found 7']);
    expect(result.diagnostics.find((d) => d.code === 'files/outside-site')?.severity).toBe('error');
  });
});

describe('VitePress includes', () => {
  it('reads a part, its lines and a heading section', () => {
    expect(parseIncludeSpec('./a.md#sec{3,10}')).toEqual({ path: './a.md', region: 'sec', from: 3, to: 10 });
    expect(parseIncludeSpec('./a.md{,2}')).toEqual({ path: './a.md', to: 2 });
    expect(selectIncluded('# A\n\n## Sec\n\nIn.\n\n## Next\n\nOut.', { path: '', region: 'sec' })).toBe('\nIn.\n');
  });

  it('includes Markdown, rebasing its links, and the lines of a file inside a code block', async () => {
    const result = await render(
      '# T\n\n<!--@include: ./parts/basics.md-->\n\n```js\n<!--@include: @/snippets/a.js{1,1}-->\n```\n\n<!--@include: ../../secret.txt-->\n',
    );
    expect(result.html).toContain('id="basics"');
    expect(result.html).toContain('href="/b/guide/parts/setup"');
    expect(result.html).toContain('const');
    expect(result.html).not.toContain('@include');
    expect(codes(result)).toEqual(['files/outside-site 9']);
  });

  it("records a part's links at the part's lines and the page's line of the include", async () => {
    writeFileSync(
      path.join(site, 'guide', 'parts', 'linked.md'),
      '---\ntitle: Part\n---\n## A\n\nA.\n\n## Links\n\nSee [setup](./setup.md) and [gone](/gone).\n',
    );
    const part = path.join(site, 'guide', 'parts', 'linked.md');
    const whole = await vitepress({ source: '# T\n\n[own](/own)\n\n<!--@include: ./parts/linked.md-->\n', file: page, lineOffset: 3 });
    expect(whole.links.map(({ line, column, part }) => ({ line, column, part }))).toEqual([
      { line: 6, column: 1, part: undefined },
      { line: 10, column: 5, part: { file: part, includedAt: 8 } },
      { line: 10, column: 29, part: { file: part, includedAt: 8 } },
    ]);
    expect(whole.html).not.toContain('data-sg-included-from');
    const section = await render('# T\n\n<!--@include: ./parts/linked.md#links-->\n');
    expect(section.links.map(({ line, part }) => `${part?.includedAt} ${line}`)).toEqual(['3 10', '3 10']);
  });
});

describe('VitePress pages', () => {
  it('replaces [[toc]] with links to the headings', async () => {
    const result = await render('# T\n\n[[toc]]\n\n## One\n\n### Sub\n\n## Two\n', () => plain);
    expect(result.html).toContain('<ul class="table-of-contents">');
    expect(result.html).toMatch(/href="#one">One<\/a>\s*<ul>\s*<li><a href="#sub">Sub/);
    expect(codes(result)).toEqual([]);
  });

  it('sets an attribute list after a link on it, and leaves an unsafe one as text', async () => {
    const result = await render('# T\n\n[a](/x){target="_self" .big #here} and [b](/y){onclick="x()"} and [c](/z) {.no}\n');
    expect(result.html).toMatch(/<a href="\/b\/x" target="_self" id="here" class="big">a<\/a> and/);
    expect(result.html).toContain('{onclick="x()"}');
    expect(result.html).toContain('</a> {.no}');
    expect(parseAttributes(`data-x='1' aria-label="two words"`)).toEqual({ 'data-x': '1', 'aria-label': 'two words' });
    expect(parseAttributes('href="javascript:x"')).toBeUndefined();
    expect((await render('# T\n\n[a](/x){target="_self"}\n', () => plain)).html).toContain('{target="_self"}');
  });

  it('shows :emoji: shortcodes on a VitePress site only, never in code', async () => {
    expect((await render('# T\n\nParty :tada: and `:tada:` and a:b:c.\n')).html).toContain('Party 🎉 and <code>:tada:</code> and a:b:c.');
    expect((await render('# T\n\nParty :tada:.\n', () => plain)).html).toContain(':tada:');
  });

  it("drops a page's <script setup> and <style> with a warning, not the raw-HTML error", async () => {
    const source =
      '<script setup>\nimport { ref } from "vue"\n</script>\n\n# Title\n\nText.\n\n<style scoped>\n.a { color: red }\n</style>\n';
    const result = await render(source);
    expect(result.html).not.toContain('script');
    expect(result.html).not.toContain('color');
    expect(result.title).toBe('Title');
    expect(codes(result)).toEqual(['markdown/vue-block 1', 'markdown/vue-block 9']);
    expect((await render(source, () => plain)).diagnostics.some((d) => d.code === 'markdown/unsafe-html')).toBe(true);
  });

  it('resolves links as VitePress does', async () => {
    expect(vitepressLinkCandidates('./setup')).toEqual(['./setup.md', './setup/index.md']);
    expect(vitepressLinkCandidates('./setup.html#x')).toEqual(['./setup.md#x']);
    expect(vitepressLinkCandidates('../guide/')).toEqual(['../guide/index.md']);
    expect(vitepressLinkCandidates('./a.png')).toEqual([]);
    expect(vitepressSitePath('/guide/setup.html#x')).toBe('/guide/setup#x');
    expect(vitepressSitePath('/guide/index.md')).toBe('/guide/');
    const result = await render('# T\n\n[a](./setup) [b](./setup.html#x) [c](./) [d](/guide/setup.md)\n');
    expect(result.links.map((link) => link.href)).toEqual(['/b/guide/setup', '/b/guide/setup#x', '/b/guide/', '/b/guide/setup']);
  });
});

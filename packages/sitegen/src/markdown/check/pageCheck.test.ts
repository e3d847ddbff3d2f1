/**
 * The page check (issue 36): each entry of the unrendered-syntax list, the unknown element,
 * raw HTML left open or running code, and lost prose, found at its place in a page; and what
 * must never be flagged (code, escapes, prose about syntax in code spans).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawHtmlPolicy } from '../../config/types.js';
import { testRouter } from '../../test/router.js';
import { createMarkdownTransformer, type MarkdownTransformer } from '../createMarkdownTransformer.js';
import type { MarkdownContext } from '../types.js';
import { UNRENDERED_SYNTAX } from './unrenderedSyntax.js';

const context = (rawHtml?: RawHtmlPolicy): MarkdownContext => ({
  resolveSitePath: (sitePath) => testRouter('/b/').linkHref(sitePath),
  resolveFileLink: () => undefined,
  staticFileOf: () => undefined,
  fileHref: (outputPath) => `/b/${outputPath}`,
  resolveApiLink: () => undefined,
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'github-light', dark: 'github-dark' },
  ...(rawHtml === undefined ? {} : { rawHtml }),
});

let transform: MarkdownTransformer;
let transformAllowing: MarkdownTransformer;
let transformEscaping: MarkdownTransformer;

beforeAll(async () => {
  transform = await createMarkdownTransformer(context());
  transformAllowing = await createMarkdownTransformer(context('allow'));
  transformEscaping = await createMarkdownTransformer(context('escape'));
});

/** The page's findings as 'code line:column message'. */
async function findings(source: string, run = (): MarkdownTransformer => transform): Promise<string[]> {
  const result = await run()({ source, file: '/site/docs/page.md', lineOffset: 0 });
  return result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.location?.line}:${d.location?.column} ${d.message}`);
}

/** One page per entry of the list, each written as another tool's authors write it. */
const LEFT_AS_TEXT: Record<string, { source: string; at: string; shows: string }> = {
  'an MDX import statement': {
    source: "# Page\n\nimport TOCInline from '@theme/TOCInline';\n\nText of the page.\n",
    at: '3:1',
    shows: "import TOCInline from '@theme/TOCInline';",
  },
  'an MDX export statement': {
    source: '# Page\n\nexport const release = "1.2";\n\nText of the page.\n',
    at: '3:1',
    shows: 'export const release = "1.2";',
  },
  'an MDX comment {/* … */}': {
    source: '# Page\n\nSome text {/* a note for editors */} here.\n',
    at: '3:11',
    shows: '{/* a note for editors */}',
  },
  'a template interpolation {{ … }}': { source: '# Page\n\nInstall {{ dep.name }} first.\n', at: '3:9', shows: '{{ dep.name }}' },
  'an MDX expression {…}': { source: '# Platforms v{release}\n\nText.\n', at: '1:14', shows: '{release}' },
  'a JSX component': { source: '# Page\n\nSee <Note kind={a + b} /> below.\n', at: '3:5', shows: '<Note kind={a + b} />' },
  'a container fence :::': { source: '# Page\n\nText of a box never opened.\n:::\n', at: '4:1', shows: ':::' },
  // a `<<<` or `[[toc]]` paragraph of its own renders (markdown/vitepress): one inside other prose does not
  'a VitePress snippet import <<<': {
    source: '# Page\n\nDeploy with:\n<<< ./deploy.yaml#content\n',
    at: '4:1',
    shows: '<<< ./deploy.yaml#content',
  },
  'a table-of-contents marker [[toc]]': { source: '# Page\n\nContents:\n[[toc]]\n\n## One\n', at: '4:1', shows: '[[toc]]' },
  'TeX math $…$': { source: '# Page\n\nWhen $a \\ne 0$, there are two solutions.\n', at: '3:6', shows: '$a \\ne 0$' },
  'an emoji shortcode :name:': { source: '# Page\n\nShipped :tada: today.\n', at: '3:9', shows: ':tada:' },
  'an attribute list {…}': { source: '# Page\n\n[Home](/){target="_self"} opens here.\n', at: '3:10', shows: '{target="_self"}' },
  'a GitHub alert marker': { source: '# Page\n\n[!NOTE]\nAn alert without its block quote.\n', at: '3:1', shows: '[!NOTE]' },
};

describe('the page check: syntax nothing rendered', () => {
  it('has a case for every entry of the list', () => {
    expect(Object.keys(LEFT_AS_TEXT).sort()).toEqual(UNRENDERED_SYNTAX.map((entry) => entry.name).sort());
  });

  for (const [name, { source, at, shows }] of Object.entries(LEFT_AS_TEXT)) {
    it(`finds ${name} at its place`, async () => {
      expect(await findings(source)).toContain(
        `warning markdown/unrendered-syntax ${at} ${name} is shown as text${at.startsWith('1:') ? ' in a heading' : ''}: ${shows}`,
      );
    });
  }

  it('finds a VitePress include left as a comment', async () => {
    // on a line of its own it is included (markdown/vitepress); within a paragraph it is not
    expect(await findings('# Page\n\nSee <!--@include: ./parts/basics.md--> here.\n')).toContainEqual(
      expect.stringMatching(/^warning markdown\/unrendered-syntax 3:5 a VitePress include <!--@include: …--> is shown as text/),
    );
  });

  it('never flags code, escapes, or syntax written about in code spans', async () => {
    const source = [
      '# Writing templates',
      '',
      'Write `{{ name }}`, `import x from "y"`, `<Tabs>`, `[[toc]]` and `{release}` in code spans.',
      '',
      'Escaped: \\{\\{ name \\}\\}, \\{release\\}, &#123;value} and \\<Tabs\\>.',
      '',
      '```mdx',
      "import Tabs from '@theme/Tabs';",
      '',
      '{/* a comment */} {{ x }} <Tabs /> [[toc]]',
      ':::tip',
      '```',
      '',
      '    <<< ./indented.code',
      '',
      'A set {a, b} and a dictionary { "key": 1 } and a price of ${price}.',
      '',
      ':::tip[A real tip]',
      'Text.',
      ':::',
      '',
      '> [!NOTE]',
      '> A real alert.',
    ].join('\n');
    expect(await findings(source)).toEqual([]);
  });
});

describe('the page check: elements no browser knows', () => {
  it('finds a component written in Markdown, in a heading too', async () => {
    const found = await findings('# Platforms <Badge>new</Badge>\n\n<TOCInline toc={toc} />\n\nText.\n');
    expect(found).toContainEqual(
      expect.stringMatching(/^warning markdown\/unknown-element 1:13 <badge> is no HTML element: the heading shows only its text/),
    );
    expect(found).toContainEqual(expect.stringMatching(/^warning markdown\/unknown-element 3:1 <tocinline> is no HTML element/));
  });

  it('keeps custom elements (with a hyphen), SVG and MathML', async () => {
    expect(await findings('# Page\n\n<my-widget>hi</my-widget>\n\n<svg><path d="M0 0"/><foo/></svg>\n')).toEqual([]);
  });
});

describe('the page check: raw HTML', () => {
  it('refuses what runs code, under the default policy', async () => {
    const found = await findings(
      '# Page\n\n<script setup>\nconst x = 1\n</script>\n\n<div onclick="go()">Hi</div>\n\n<a href="javascript:alert(1)">x</a>\n\n<iframe src="https://example.com"></iframe>\n\n<style>p { color: red }</style>\n',
    );
    expect(found.filter((line) => line.startsWith('error'))).toEqual([
      "error markdown/unsafe-html 3:1 raw HTML <script> would run in the reader's browser",
      "error markdown/unsafe-html 7:1 raw HTML <div onclick=…>: an event handler would run in the reader's browser",
      'error markdown/unsafe-html 9:1 raw HTML <a href="javascript:…">: a javascript: URL would run or open a document of its own',
      "error markdown/unsafe-html 11:1 raw HTML <iframe> would run in the reader's browser",
      "error markdown/unsafe-html 13:1 raw HTML <style> would run in the reader's browser",
    ]);
  });

  it("keeps it under 'allow', and shows it as text under 'escape'", async () => {
    expect(await findings('# Page\n\n<script>go()</script>\n', () => transformAllowing)).toEqual([]);
    const result = await transformEscaping({
      source: '# Page\n\n<b>bold</b> and <script>go()</script>\n',
      file: '/site/docs/page.md',
      lineOffset: 0,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('&#x3C;b>bold&#x3C;/b> and &#x3C;script>go()&#x3C;/script>');
  });

  it('warns about HTML left open, closed twice, or self-closed where HTML does not close it', async () => {
    const found = await findings('# Page\n\n<div class="box">\n\nText.\n\n</span>\n\n<Tabs />\n\nMore text.\n');
    expect(found).toContain('warning markdown/unbalanced-html 3:1 <div> is never closed: the rest of the page is inside it');
    expect(found).toContain(
      "warning markdown/unbalanced-html 7:1 </span> closes no <span>: the browser drops it, and the page's blocks may nest otherwise than written",
    );
    expect(found).toContain(
      'warning markdown/unbalanced-html 9:1 <tabs … /> does not close itself in HTML: everything after it, to the end of its block, is inside it',
    );
  });

  it('warns about JSX attributes written in a Markdown page (a label flattened into its heading)', async () => {
    expect(await findings('# Page\n\n### cursor <div className="label ios">iOS</div>\n')).toContain(
      'warning markdown/unrendered-syntax 3:12 JSX is written as HTML here: <div className=…> is no HTML attribute, and the element shows without what it meant',
    );
  });

  it('keeps balanced HTML, void elements, optional end tags and comments quiet', async () => {
    const source =
      '# Page\n\n<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n\n<p>One<br>two<img src="https://example.com/a.png" alt="a">\n\n<!-- <div> in a comment -->\n\n<ul><li>a<li>b</ul>\n';
    expect(await findings(source)).toEqual([]);
  });
});

describe('the page check: prose the page lost', () => {
  it('warns when an HTML block swallows the Markdown after it', async () => {
    const prose = Array.from({ length: 6 }, (_, i) => `Paragraph ${i} explains the deployment workflow in several plain words.`).join(
      '\n\n',
    );
    const found = await findings(`# Deploy\n\nIntro words here.\n\n<template>\n\n${prose}\n`);
    expect(found).toContainEqual(
      expect.stringMatching(
        /^warning markdown\/lost-prose 7:1 the page shows \d+ of the \d+ words of its prose; \d+ are missing, from line 7: “Paragraph 0 explains/,
      ),
    );
  });

  it('does not count code, link targets, definitions, comments or heading ids as prose', async () => {
    const source = [
      '# Guide {#guide}',
      '',
      'Read [the guide](https://example.com/some/long/path/with/many/words/in/it/and/more/words) and [ref][def].',
      '',
      '[def]: https://example.com/another/long/path/with/many/more/words/than/twelve/of/them',
      '',
      '<!-- a long editorial comment that nobody sees on the page, with many words in it -->',
      '',
      '```ts',
      'const values = computeEveryValueOfTheWholeLongList(first, second, third, fourth, fifth);',
      '```',
      '',
      '    indented code with several words that are not shown as prose at all here',
    ].join('\n');
    expect(await findings(source)).toEqual([]);
  });
});

describe('the page check: prose an MDX page lost', () => {
  let dir: string;
  const mdxFindings = async (source: string): Promise<string[]> => {
    const result = await transform({ source, file: path.join(dir, 'page.mdx'), lineOffset: 0 });
    return result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.location?.line}:${d.location?.column} ${d.message}`);
  };
  const prose = Array.from({ length: 6 }, (_, i) => `Paragraph ${i} explains the deployment workflow in several plain words.`).join('\n\n');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-page-check-mdx-'));
    // a component of the site that drops what it is given, as a stub or a broken one does
    await writeFile(path.join(dir, 'Dropped.tsx'), 'export default function Dropped(_: { children?: unknown }) { return null; }\n');
    await writeFile(
      path.join(dir, 'Box.tsx'),
      'export default function Box({ children }: { children?: unknown }) { return <div className="box">{children as never}</div>; }\n',
    );
  });

  it('warns, once its components have rendered, when one of them drops the prose it wraps', async () => {
    const found = await mdxFindings(
      `import Dropped from './Dropped';\n\n# Deploy\n\nIntro words here.\n\n<Dropped>\n\n${prose}\n\n</Dropped>\n`,
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^warning markdown\/lost-prose 9:1 the page shows \d+ of the \d+ words of its prose; \d+ are missing, from line 9: “Paragraph 0 explains/,
      ),
    );
  });

  it('counts what components, tabs and expressions show, and never imports, exports, comments or code', async () => {
    const source = [
      "import Box from './Box';",
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      "export const release = 'a long release name with many words that the page shows once';",
      '',
      '# Deploy',
      '',
      '{/* an editorial comment with a great many words that nobody reads on the page at all */}',
      '',
      '<!-- an HTML comment, read as an MDX comment, with many words nobody reads on the page -->',
      '',
      `<Box>\n\n${prose}\n\n</Box>`,
      '',
      '<Tabs>\n  <TabItem value="npm">Install it with npm, the package manager of Node.</TabItem>\n  <TabItem value="yarn" label={<span style={{ verticalAlign: "middle", fontWeight: "bold" }}>Yarn <code>classic</code> and berry</span>}>Or install it with Yarn, which reads the same lockfile.</TabItem>\n</Tabs>',
      '',
      // a task's [x] is its checkbox: found on a real Docusaurus site's overview (qraft), 35 of them
      ...Array.from({ length: 30 }, (_, i) => `- [x] task ${i} done`),
      '',
      'The release is {release}.',
      '',
      '```ts\nconst values = computeEveryValueOfTheWholeLongList(first, second, third, fourth, fifth);\n```',
    ].join('\n');
    expect(await mdxFindings(source)).toEqual([]);
  });
});

describe('the page check: blocks of a single-file component, with raw HTML allowed', () => {
  it('warns at the line of a <script setup>, a <style module> and a classic script that imports', async () => {
    const source = [
      '# Page',
      '',
      '<script setup>',
      "import Demo from './Demo.vue'",
      '</script>',
      '',
      '<style module>',
      '.red { color: red; }',
      '</style>',
      '',
      '<script>',
      "import { ref } from 'vue'",
      '</script>',
      '',
      'Text.',
    ].join('\n');
    const found = await findings(source, () => transformAllowing);
    expect(found).toEqual([
      expect.stringMatching(
        /^warning markdown\/vue-block 3:1 <script setup> is a component's script, written for a compiler: the browser runs it as a plain script/,
      ),
      expect.stringMatching(
        /^warning markdown\/vue-block 7:1 <style module> is a component's style, written for a compiler: the browser applies it as plain CSS \(module is not applied\)/,
      ),
      expect.stringMatching(
        /^warning markdown\/vue-block 11:1 <script> is a component's script, written for a compiler: the browser runs it as a plain script, stops at its import/,
      ),
    ]);
  });

  it('keeps a plain script, a module script and a plain style quiet', async () => {
    const source = [
      '# Page',
      '',
      '<script>window.ready = true;</script>',
      '',
      '<script type="module">',
      "import { a } from '/a.js'",
      '</script>',
      '',
      '<style>',
      '.box { border: 1px solid; }',
      '</style>',
      '',
      'Text.',
    ].join('\n');
    expect(await findings(source, () => transformAllowing)).toEqual([]);
  });

  it("shows {{ }} in an element with Vue's v-pre as written, unreported", async () => {
    expect(await findings('# Page\n\nThis <span v-pre>{{ will be displayed as-is }}</span> here.\n', () => transformAllowing)).toEqual([]);
    expect(await findings('# Page\n\nThis <span>{{ is left as text }}</span> here.\n', () => transformAllowing)).toEqual([
      expect.stringMatching(/^warning markdown\/unrendered-syntax 3:12 a template interpolation/),
    ]);
  });
});

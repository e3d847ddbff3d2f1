import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownTransformer, type MarkdownTransformer } from '../createMarkdownTransformer.js';
import type { MarkdownContext } from '../types.js';

const context: MarkdownContext = {
  resolveSitePath: (sitePath) => `/base${sitePath}`,
  resolveFileLink: (_, target) => (target.startsWith('./other.mdx') ? `/base/docs/other${target.slice('./other.mdx'.length)}` : undefined),
  staticFileOf: () => undefined,
  fileHref: (outputPath) => `/base/${outputPath}`,
  resolveApiLink: () => undefined,
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'github-light', dark: 'github-dark' },
};

let dir: string;
let transform: MarkdownTransformer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-mdx-'));
  await writeFile(
    path.join(dir, 'Greeting.tsx'),
    'export default function Greeting({ name }: { name: string }) { return <b className="greeting">Hi {name}</b>; }\n',
  );
  await mkdir(path.join(dir, 'parts'));
  await writeFile(
    path.join(dir, 'parts', '_setup.md'),
    '---\ntitle: not a page\n---\n\n## Set up {#set-up}\n\nRead [the other page](./other.mdx#top).\n\n<Tabs>\n  <TabItem value="a">Tab A</TabItem>\n</Tabs>\n\n### Check\n',
  );
  await writeFile(path.join(dir, 'parts', '_broken.mdx'), 'Fine\n\n<Unclosed>\n');
  transform = await createMarkdownTransformer(context);
});

const page = (source: string, lineOffset = 0) => transform({ source, file: path.join(dir, 'page.mdx'), lineOffset });

describe('an MDX page', () => {
  it('runs its imports and exports, and prints none of them, nor its comments, as text', async () => {
    const result = await page(`import Greeting from './Greeting';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export const product = 'Gadgets';

# Using Gadgets

{/* not for readers */}

<Greeting name={product} />

## Install

<Tabs groupId="pm">
  <TabItem value="npm">npm it</TabItem>
  <TabItem value="yarn" label="Yarn">yarn it</TabItem>
</Tabs>

See [the other page](./other.mdx#top).
`);
    expect(result.diagnostics).toEqual([]);
    expect(result.title).toBe('Using Gadgets');
    expect(result.html).toContain('<b class="greeting">Hi Gadgets</b>');
    for (const text of ['import ', 'export ', 'not for readers', '{product}', '/*']) expect(result.html).not.toContain(text);
    expect(result.toc.map((item) => item.id)).toEqual(['install']);
    expect(result.links.map((link) => link.href)).toEqual(['/base/docs/other#top']);
    expect(result.html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-sg-tab-value="npm">npm</);
    expect(result.html).toContain('data-sg-tabs-group="pm"');
    // the local component is an input of the cached result
    expect(result.inputFiles?.map((input) => input.file)).toEqual([path.join(dir, 'Greeting.tsx')]);
  });

  it('highlights a CodeBlock written in the page like a fenced block', async () => {
    const result = await page(
      'import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="ts" title="a.ts">{`const a = 1;`}</CodeBlock>\n',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<div class="sg-code__title">a.ts</div>');
    expect(result.html).toContain('class="shiki');
  });

  it('takes a heading’s {#id}, as Docusaurus does in MDX', async () => {
    const result = await page('## Install {#setup}\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.toc).toEqual([{ id: 'setup', text: 'Install', level: 2 }]);
  });

  it('gets the theme components without importing them', async () => {
    const result = await page('<Admonition type="warning">Careful.</Admonition>\n\n<Details summary="More">Hidden.</Details>\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('class="sg-admonition sg-admonition--warning"');
    expect(result.html).toContain('<summary>More</summary>');
  });
});

describe('a broken MDX page', () => {
  it('is a syntax error at its file, line and column (past the front matter), with a hint', async () => {
    const result = await page('# Title\n\nSome text\n\n<Tabs>\n  <TabItem value="a">\n</Tabs>\n', 3);
    expect(result.html).toBe('');
    const [diagnostic] = result.diagnostics;
    expect(diagnostic).toMatchObject({ severity: 'error', code: 'mdx/syntax', location: { file: path.join(dir, 'page.mdx'), line: 10 } });
    expect(diagnostic?.location?.column).toBeGreaterThan(0);
    expect(diagnostic?.hint).toMatch(/Close every JSX tag/);
  });

  it('names an HTML comment, which MDX does not allow', async () => {
    const [diagnostic] = (await page('Text\n\n<!-- old -->\n')).diagnostics;
    expect(diagnostic).toMatchObject({ code: 'mdx/syntax', location: { line: 3 } });
    expect(diagnostic?.hint).toContain('{/* a comment */}');
  });

  it('names an import that cannot be found, at its line', async () => {
    const result = await page("# Title\n\nimport Missing from './Missing';\n\n<Missing />\n", 2);
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'mdx/import', location: { line: 5, column: 21 } }]);
    expect(result.diagnostics[0]?.message).toContain('./Missing');
  });

  it('names a component that throws as the page renders', async () => {
    const result = await page('<Tabs>\n  <TabItem value="a">A</TabItem>\n  <TabItem value="a">B</TabItem>\n</Tabs>\n');
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'mdx/render' }]);
    expect(result.diagnostics[0]?.message).toContain("two <TabItem>s in one <Tabs> have the value 'a'");
  });
});

describe("markdown.format 'mdx'", () => {
  let asMdx: MarkdownTransformer;
  beforeAll(async () => {
    asMdx = await createMarkdownTransformer({ ...context, format: 'mdx' });
  });
  const mdPage = (source: string, lineOffset = 0) => asMdx({ source, file: path.join(dir, 'page.md'), lineOffset });

  it('compiles a .md page as MDX, as Docusaurus 3 does: imports, components and expressions render', async () => {
    const result = await mdPage("import Greeting from './Greeting';\n\nexport const who = 'you';\n\n# Hello\n\n<Greeting name={who} />\n");
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<b class="greeting">Hi you</b>');
    expect(result.html).not.toContain('import');
  });

  it("leaves a .md page to CommonMark under 'detect'", async () => {
    const result = await transform({ source: '# Hello\n\n{who}\n', file: path.join(dir, 'page.md'), lineOffset: 0 });
    expect(result.html).toContain('{who}');
    expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['markdown/unrendered-syntax']);
    expect(result.diagnostics[0]?.hint).toContain("or set markdown.format to 'mdx'");
  });

  it('names a syntax error of a .md page at file:line:col, with how to escape it or switch the format', async () => {
    const result = await mdPage('# Title\n\nA map of {a: 1} and 5 < 6.\n', 2);
    const [diagnostic] = result.diagnostics;
    expect(diagnostic).toMatchObject({ severity: 'error', code: 'mdx/syntax', location: { file: path.join(dir, 'page.md'), line: 5 } });
    expect(diagnostic?.location?.column).toBeGreaterThan(0);
    expect(diagnostic?.hint).toMatch(/\\\{|\\</);
    expect(diagnostic?.hint).toContain("set markdown.format to 'detect'");
  });
});

describe('a partial', () => {
  it('renders in place, with the theme components, its links resolved and its headings in the TOC where it is used', async () => {
    const result = await page(
      "import Setup from './parts/_setup.md';\n\n## Before\n\n<Setup />\n\n## After\n\n{toc.map((item) => item.id).join(' ')}\n",
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<h2 id="set-up"');
    expect(result.html).toContain('data-sg-tab-value="a"');
    expect(result.html).toContain('<a href="/base/docs/other#top">the other page</a>');
    expect(result.html).toContain('before set-up check after');
    expect(result.toc.map((item) => item.id)).toEqual(['before', 'set-up', 'check', 'after']);
    expect(result.anchors).toEqual(expect.arrayContaining(['before', 'set-up', 'check', 'after']));
    expect(result.links.map((link) => link.href)).toEqual(['/base/docs/other#top']);
    expect(result.inputFiles?.map((input) => input.file)).toContain(path.join(dir, 'parts', '_setup.md'));
  });

  it('that does not compile is the page’s error, naming the partial, its line and column', async () => {
    const result = await page("import Broken from './parts/_broken.mdx';\n\n<Broken />\n");
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'mdx/import', location: { line: 1 } }]);
    expect(result.diagnostics[0]?.message).toContain(`${path.join(dir, 'parts', '_broken.mdx')}:3:`);
  });
});

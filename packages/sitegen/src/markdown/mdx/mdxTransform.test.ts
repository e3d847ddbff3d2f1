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

  it('reports nothing the author escaped with a backslash (\\<Object>, \\{z})', async () => {
    const result = await page('| Parameter | Description |\n|---|---|\n| \\<Object> options | a "\\{z}\\{x}\\{y}" URL |\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('&lt;Object&gt; options');
  });

  it('reads an HTML comment as an MDX comment, as Docusaurus 3 does (mdx1Compat.comments)', async () => {
    const result = await page('Text\n\n<!-- old -->\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.html).not.toContain('old');
  });

  it('names a component the page uses without importing it, at its line, with a hint about imports (not tabs)', async () => {
    const result = await page('# Title\n\nSome text.\n\n<Chart data={[1, 2]} />\n');
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'mdx/render', location: { line: 5 } }]);
    expect(result.diagnostics[0]?.hint).toMatch(/^`Chart` is used but not defined: import it/);
  });

  it('names the line of an expression that reads a name the page never defined', async () => {
    const result = await page('# Title\n\nThe fee is {fees.swap}.\n');
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'mdx/render', location: { line: 3 } }]);
    expect(result.diagnostics[0]?.hint).toContain('`fees` is used but not defined');
  });

  it('names an import that cannot be found, at its line', async () => {
    const result = await page("# Title\n\nimport Missing from './Missing';\n\n<Missing />\n", 2);
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'mdx/import', location: { line: 5, column: 21 } }]);
    expect(result.diagnostics[0]?.message).toContain('./Missing');
  });

  it('names a component that throws as the page renders, at the line of the tabs, with a hint about tabs', async () => {
    const result = await page('Intro\n\n<Tabs>\n  <TabItem value="a">A</TabItem>\n  <TabItem value="a">B</TabItem>\n</Tabs>\n');
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'mdx/render', location: { line: 3 } }]);
    expect(result.diagnostics[0]?.hint).toContain('<TabItem> needs a `value` of its own');
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

describe("Docusaurus's modules", () => {
  let withSite: MarkdownTransformer;
  beforeAll(async () => {
    await writeFile(path.join(dir, 'data.json'), '{ "version": "4.2.0" }\n');
    withSite = await createMarkdownTransformer({
      ...context,
      siteDir: dir,
      mdxSite: {
        baseUrl: '/base/',
        siteConfig: { title: 'Gadgets', tagline: 'Small tools', url: 'https://example.com', baseUrl: '/base/' },
        i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
        docsVersions: [
          { name: 'current', label: 'Next', path: '/base/docs/next', isLast: false, banner: 'unreleased' },
          { name: '2.0', label: '2.0', path: '/base/docs', isLast: true, banner: 'none' },
        ],
      },
    });
    await mkdir(path.join(dir, 'Badge'));
    await mkdir(path.join(dir, 'Box'));
    await writeFile(path.join(dir, 'Badge', 'styles.module.css'), '.container { color: red; }\n');
    await writeFile(path.join(dir, 'Box', 'styles.module.css'), '.container { color: blue; }\n');
    await writeFile(
      path.join(dir, 'Badge', 'index.tsx'),
      "import styles from './styles.module.css';\nimport box from '../Box/styles.module.css';\nexport default function Badge() { return <span className={styles.container}><i className={box.container} /></span>; }\n",
    );
  });
  const sitePage = (source: string, docsVersion?: string) =>
    withSite({ source, file: path.join(dir, 'page.mdx'), lineOffset: 0, ...(docsVersion === undefined ? {} : { docsVersion }) });

  it("give the docs plugin's version hooks the page's version, and ExecutionEnvironment says there is no DOM while the page renders", async () => {
    const source = `import { useActiveVersion, useDocsVersion, useLatestVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import A from '@theme/MDXComponents/A';

export function Versions() {
  const active = useActiveVersion(undefined);
  const { version, label, banner, badge } = useDocsVersion();
  return <span className="v">{active.path} {version} {label} {String(banner)} {String(badge)} latest {useLatestVersion().name} of {useVersions().length}</span>;
}

<Versions /> DOM: {String(ExecutionEnvironment.canUseDOM)} <A href="#top">up</A>
`;
    const next = await sitePage(source, 'current');
    expect(next.diagnostics).toEqual([]);
    expect(next.html).toContain(
      '<span class="v">/base/docs/next current Next unreleased true latest 2.0 of 2</span> DOM: false <a href="#top">up</a>',
    );
    expect((await sitePage(source, '2.0')).html).toContain('<span class="v">/base/docs 2.0 2.0 null true latest 2.0 of 2</span>');
  });

  it('scope CSS modules per file and carry their CSS with the page', async () => {
    const result = await sitePage("import Badge from '@site/Badge';\n\n<Badge />\n");
    expect(result.diagnostics).toEqual([]);
    const [, badge, box] = /<span class="([\w-]+)"><i class="([\w-]+)"><\/i><\/span>/.exec(result.html) ?? [];
    expect(badge).toMatch(/^Badge_styles_[0-9a-f]{8}_container$/);
    expect(box).toMatch(/^Box_styles_[0-9a-f]{8}_container$/);
    const css = /<style>(.*)<\/style>$/s.exec(result.html)?.[1] ?? '';
    expect(css).toContain(`.${badge} {\n  color: red;\n}`);
    expect(css).toContain(`.${box} {\n  color: blue;\n}`);
  });

  it('show emoji shortcodes as emoji, as Docusaurus does (not in code), and warn about a lowercase tag no browser knows', async () => {
    const result = await sitePage(
      '| pnpm | npm |\n| --- | --- |\n|:white_check_mark:|:x:|\n\nShipped :tada: `:tada:` and --cpu=<name/>.\n',
    );
    expect(result.html).toContain('<td>✅</td><td>❌</td>');
    expect(result.html).toContain('Shipped 🎉 <code>:tada:</code>');
    expect(result.diagnostics).toMatchObject([{ severity: 'warning', code: 'markdown/unknown-element', location: { line: 5 } }]);
    expect(result.diagnostics[0]?.message).toBe(
      '<name> is no HTML element: in MDX a lowercase tag is an element, so the page shows nothing of it',
    );
  });

  it('reads a titled admonition indented 4 spaces in a <TabItem> as one, as Docusaurus does (MDX has no indented code)', async () => {
    const result = await sitePage(
      '<Tabs>\n<TabItem value="a">\n    :::tip React Compiler Compatibility\n    Create the client **outside**.\n    :::\n\n    ```ts\n    const a = 1;\n    ```\n</TabItem>\n</Tabs>\n',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      '<aside class="sg-admonition sg-admonition--tip" role="note" aria-label="React Compiler Compatibility"><p class="sg-admonition__title">React Compiler Compatibility</p><p>Create the client <strong>outside</strong>.</p></aside>',
    );
  });

  it("a hook sitegen's copy of the docs plugin does not give is an mdx/import error that names it and what is given", async () => {
    const result = await sitePage(
      "import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';\n\nexport const C = () => useCurrentSidebarCategory().label;\n\n<C />\n",
    );
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'mdx/import', location: { line: 1 } }]);
    expect(result.diagnostics[0]?.message).toBe(
      "an import of the page does not compile: sitegen's '@docusaurus/plugin-content-docs/client' has no export 'useCurrentSidebarCategory'",
    );
    expect(result.diagnostics[0]?.hint).toContain("provides 'useActiveVersion', 'useDocsVersion', 'useLatestVersion', 'useVersions'");
  });

  it('render under their names and props: TOCInline, Link, useBaseUrl, BrowserOnly, Heading, useDocusaurusContext, data imports', async () => {
    const result = await sitePage(`import TOCInline from '@theme/TOCInline';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import data from '@site/data.json';

export function Logo() {
  return <img src={useBaseUrl('/img/logo.svg')} alt="logo" />;
}

export function Title() {
  const { siteConfig } = useDocusaurusContext();
  return <span className="title">{siteConfig.title}: {siteConfig.tagline}</span>;
}

<TOCInline toc={toc.slice(1)} />

## One

## Two

### Two and a half

<Heading as="h3" id="custom">Custom</Heading>

<Link to="/docs/intro">Intro</Link> and <Link href="https://example.org">elsewhere</Link>. <Logo /> <Title /> Version {data.version}.

<BrowserOnly fallback={<span>Loading…</span>}>{() => <span>browser</span>}</BrowserOnly>
`);
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      '<div class="sg-toc-inline"><ul><li><a href="#two">Two</a><ul><li><a href="#two-and-a-half">Two and a half</a></li></ul></li></ul></div>',
    );
    expect(result.html).toContain('<h3 id="custom">Custom</h3>');
    expect(result.html).toContain('<a href="/base/docs/intro">Intro</a>');
    expect(result.html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">elsewhere</a>');
    expect(result.html).toContain('<img src="/base/img/logo.svg" alt="logo"/>');
    expect(result.html).toContain('<span class="title">Gadgets: Small tools</span>');
    expect(result.html).toContain('Version 4.2.0.');
    expect(result.html).toContain('<span>Loading…</span>');
    expect(result.html).not.toContain('browser');
  });

  it('one sitegen does not provide is an mdx/import error that names it and how to supply one', async () => {
    const result = await sitePage("import Tweet from '@theme/Tweet';\n\n<Tweet />\n");
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'mdx/import', location: { line: 1 } }]);
    expect(result.diagnostics[0]?.message).toContain('@theme/Tweet');
    expect(result.diagnostics[0]?.hint).toContain("import it by its path ('@site/src/components/Tweet')");
  });
});

import { describe, expect, it } from 'vitest';
import { createMarkdownTransformer } from './createMarkdownTransformer.js';
import type { MarkdownContext } from './types.js';

const context: MarkdownContext = {
  resolveSitePath: (sitePath) => sitePath,
  resolveFileLink: () => undefined,
  staticFileOf: () => undefined,
  fileHref: (outputPath) => `/${outputPath}`,
  resolveApiLink: () => undefined,
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'github-light', dark: 'github-dark' },
};

const transform = await createMarkdownTransformer(context);
const html = async (source: string) => {
  const result = await transform({ source, file: '/site/a.md', lineOffset: 0 });
  return { html: result.html, diagnostics: result.diagnostics };
};
const tabsOf = (page: string) =>
  [...page.matchAll(/role="tab"[^>]*data-sg-tab-value="([^"]+)"[^>]*>([^<]+)</g)].map(([, value, label]) => `${label}=${value}`);

// as Jest's docs write them (docs/GettingStarted.md, for docusaurus-remark-plugin-tab-blocks)
const JEST = `Here's a configuration:

\`\`\`js tab title="jest.config.js"
/** @type {import('jest').Config} */
const config = {verbose: true};

module.exports = config;
\`\`\`

\`\`\`ts tab title="jest.config.ts"
import type {Config} from 'jest';

const config: Config = {verbose: true};

export default config;
\`\`\`

After the tabs.
`;

describe('remarkTabBlocks (docusaurus-remark-plugin-tab-blocks)', () => {
  it('makes consecutive `js tab` / `ts tab` blocks one set of JavaScript and TypeScript tabs, kept in step site-wide', async () => {
    const page = await html(JEST);
    expect(page.diagnostics).toEqual([]);
    expect(tabsOf(page.html)).toEqual(['JavaScript=js', 'TypeScript=ts']);
    expect(page.html.match(/data-sg-tabs-group="code-examples"/g)?.length).toBe(1);
    // the panels carry the same values, which the tabs island keeps in step by
    expect([...page.html.matchAll(/role="tabpanel"[^>]*data-sg-tab-value="([^"]+)"/g)].map(([, value]) => value)).toEqual(['js', 'ts']);
    expect(page.html.match(/sg-code__title">jest\.config\.(js|ts)</g)).toEqual([
      'sg-code__title">jest.config.js<',
      'sg-code__title">jest.config.ts<',
    ]);
    const text = page.html.replace(/<[^>]+>/g, '');
    expect(text).toContain('export default config;');
    expect(text).toContain('After the tabs.');
    expect(text).not.toMatch(/\btab\b/);
  });

  it('takes a label and a span from tab={…}: a tab of two blocks is one panel; other languages are labelled by name', async () => {
    const page = await html(
      '```bash tab={"label":"Yarn classic","span":2}\nyarn add jest\n```\n\n```bash\nyarn test\n```\n\n```py tab\nprint(1)\n```\n\n```js\nseparate();\n```\n',
    );
    expect(tabsOf(page.html)).toEqual(['Yarn classic=yarn-classic', 'py=py']);
    const panels = page.html.split('role="tabpanel"').map((part) => part.replace(/<[^>]+>/g, ''));
    expect(panels[1]).toContain('yarn add jest');
    expect(panels[1]).toContain('yarn test');
    // the block after the run, without `tab`, is a block of its own, after the tabs' element
    expect(page.html.split('role="tabpanel"').at(-1)).toMatch(/print[\s\S]*<\/div><\/div><\/div>\s*<div class="sg-code"[\s\S]*separate/);
  });

  it('leaves `tab` in a title, or a word that merely starts with it, and warns of tab options that are not JSON', async () => {
    expect(tabsOf((await html('```js title="tabs.js" table\nx();\n```\n')).html)).toEqual([]);
    const page = await html("```js tab={label:'A'}\nx();\n```\n");
    expect(tabsOf(page.html)).toEqual(['JavaScript=js']);
    expect(page.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.location?.line])).toEqual([['markdown/code-group', 1]]);
  });
});

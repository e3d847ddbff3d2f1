/**
 * Plugins and Markdown plugins through the compiled CLI (issue 19): the extensions fixture
 * builds with --strict-links; each broken plugin fails with an error naming the plugin, the
 * hook and the file, and leaves the previous output as it was; editing a local plugin
 * rebuilds what it changes.
 */
import { spawnSync } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureConfig, repoRoot, tempDir } from './helpers/fixtures.js';

const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');

interface Run {
  status: number | null;
  output: string;
}

function sitegen(site: string, args: string[]): Run {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd: site,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1', CI: 'true' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let template: string;

beforeAll(async () => {
  template = path.join(await tempDir('sitegen-plugins-template-'), 'site');
  await cp(path.dirname(fixtureConfig('extensions')), template, { recursive: true, filter: (source) => !source.includes('node_modules') });
  const built = sitegen(template, ['build', '--strict-links']);
  expect(built.status, built.output).toBe(0);
});

/** A copy of the fixture with its good build in build/. */
async function freshSite(): Promise<string> {
  const site = path.join(await tempDir('sitegen-plugins-'), 'site');
  await cp(template, site, { recursive: true });
  return site;
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')));
}

const docsExtras = (site: string) => path.join(site, 'plugins', 'docsExtras.ts');

describe('a broken plugin', () => {
  const cases: { what: string; arrange: (site: string) => Promise<void>; expected: RegExp[] }[] = [
    {
      what: 'a factory that throws',
      arrange: (site) =>
        edit(docsExtras(site), (text) => text.replace('  const here = import.meta.dirname;', "  throw new Error('no licence key');")),
      expected: [
        /plugin\/failed/,
        /the plugin 'docsExtras' failed in its factory: no licence key/,
        /docsExtras\.ts:\d+/,
        /sitegen\.config\.ts/,
      ],
    },
    {
      what: 'a pages() hook that throws',
      arrange: (site) =>
        edit(docsExtras(site), (text) =>
          text.replace('pages: () => [', "pages: () => [\n      ...(() => {\n        throw new Error('the API is down');\n      })(),"),
        ),
      expected: [/plugin\/failed/, /the plugin 'docs-extras' failed in pages\(\): the API is down/, /docsExtras\.ts:\d+/],
    },
    {
      what: 'a postBuild hook that throws',
      arrange: (site) =>
        edit(docsExtras(site), (text) => text.replace('const report =', "throw new Error('disk quota');\n      const report =")),
      expected: [/plugin\/failed/, /the plugin 'docs-extras' failed in postBuild\(\): disk quota/, /docsExtras\.ts:\d+/],
    },
    {
      what: 'a plugin object without a name',
      arrange: (site) => edit(docsExtras(site), (text) => text.replace("name: 'docs-extras',", '')),
      expected: [/plugin\/invalid/, /the plugin 'docsExtras' returned an invalid plugin object/, /name: expected/],
    },
    {
      what: 'a missing island module',
      arrange: (site) => rm(path.join(site, 'src', 'islands', 'counter.ts')),
      expected: [/plugin\/invalid/, /islands\.counter: .*counter\.ts does not exist/],
    },
    {
      what: 'an island module that does not compile',
      arrange: (site) => edit(path.join(site, 'src', 'islands', 'counter.ts'), (text) => text.replace('let count', 'let count =')),
      expected: [/bundle\/failed/, /in the island 'counter'/, /counter\.ts:\d+/],
    },
    {
      what: 'a page on the route of a doc',
      arrange: (site) => edit(docsExtras(site), (text) => text.replace("path: '/plugin-page'", "path: '/docs/intro'")),
      expected: [/routes\/duplicate/, /the plugin 'docs-extras'/],
    },
    {
      what: 'a page with a path that is not one',
      arrange: (site) => edit(docsExtras(site), (text) => text.replace("path: '/plugin-page'", "path: 'plugin page?'")),
      expected: [/plugin\/invalid/, /returned invalid pages from pages\(\)/, /\[0\]\.path: expected a path under the base URL/],
    },
    {
      what: 'a remark plugin that throws on a page',
      arrange: (site) =>
        edit(path.join(site, 'plugins', 'remarkReplace.ts'), (text) =>
          text.replace(
            'const replace = (node',
            "const replace = (node: MarkdownNode): void => {\n    if (node.type === 'root') throw new Error('bad tree');\n    inner(node);\n  };\n  const inner = (node",
          ),
        ),
      expected: [/markdown\/plugin-failed/, /the remark plugin remarkReplace \(markdown\.remarkPlugins\) threw: bad tree/, /intro\.md/],
    },
    {
      what: 'a Markdown plugin that refuses its options',
      arrange: (site) =>
        edit(path.join(site, 'plugins', 'remarkReplace.ts'), (text) =>
          text.replace(
            'const replace = (node',
            "if (options.values.product === 'Widgets') throw new Error('unknown value');\n  const replace = (node",
          ),
        ),
      expected: [
        /markdown\/plugin-failed/,
        /sitegen\.config\.ts/,
        /the remark plugin remarkReplace \(markdown\.remarkPlugins\) failed as it was set up: unknown value/,
      ],
    },
    {
      what: 'a Markdown plugin given by name',
      arrange: (site) =>
        edit(path.join(site, 'sitegen.config.ts'), (text) =>
          text.replace("rehypePlugins: [[rehypeMarkHeadings, { className: 'marked' }]]", "rehypePlugins: ['rehype-slug']"),
        ),
      expected: [/config\/invalid/, /markdown\.rehypePlugins\[0\]: expected a plugin function/],
    },
    {
      what: 'a plugin entry that is not a function',
      arrange: (site) =>
        edit(path.join(site, 'sitegen.config.ts'), (text) =>
          text.replace("plugins: [[docsExtras, { greeting: 'Hello' }]]", "plugins: ['docs-extras']"),
        ),
      expected: [/config\/invalid/, /plugins\[0\]: expected a plugin: a function/],
    },
  ];

  for (const { what, arrange, expected } of cases) {
    it(`${what}: fails naming it, and the previous build stays`, async () => {
      const site = await freshSite();
      const before = await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');
      await arrange(site);
      const run = sitegen(site, ['build']);
      expect(run.status, run.output).toBe(1);
      for (const pattern of expected) expect(run.output).toMatch(pattern);
      expect(run.output).not.toMatch(/internal error/);
      expect(await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8')).toBe(before);
      expect(await readFile(path.join(site, 'build', 'plugin-report.json'), 'utf8')).toContain('/ext/plugin-page');
    });
  }
});

describe('a local plugin edited between builds', () => {
  it('rebuilds the pages its Markdown plugin changes, with the cache kept', async () => {
    const site = await freshSite();
    await edit(path.join(site, 'plugins', 'remarkReplace.ts'), (text) =>
      text.replace('options.values[name] ?? whole', '(options.values[name] ?? whole).toUpperCase()'),
    );
    const run = sitegen(site, ['build']);
    expect(run.status, run.output).toBe(0);
    expect(await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8')).toContain('documents WIDGETS.');
  });

  it('rebuilds the bundle when its island changes', async () => {
    const site = await freshSite();
    await edit(path.join(site, 'src', 'islands', 'counter.ts'), (text) => text.replace('count += 1', 'count += 7'));
    const run = sitegen(site, ['build']);
    expect(run.status, run.output).toBe(0);
    const chunk = (await readdir(path.join(site, 'build', 'assets'))).find((name) => name.startsWith('counter-'));
    // minified, the island's step reads `+=7` (it was `+=1`, or `++`, before the edit)
    expect(await readFile(path.join(site, 'build', 'assets', chunk ?? ''), 'utf8')).toMatch(/\+=7\b/);
  });
});

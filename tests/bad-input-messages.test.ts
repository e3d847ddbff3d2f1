/**
 * Bad input whose error blamed the wrong thing, or that crashed with a stack, or was refused
 * when it should not be (issue 35 §5–8), through the compiled CLI: a script URL in the config,
 * file-system errors while reading content, an invalid --host, `init` under a file, a custom
 * front matter key, `id: ..`, a NUL or a line break in a slug, a plugin page over a file of
 * the build, a remark plugin that leaves a malformed tree, and a config that exports a promise
 * or throws what is not an Error. Each refusal: exit 1, the code, file (and line, key path,
 * plugin) named, no stack, the previous output and the sources byte-identical.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, configFile, doc, editConfig, freshSite, itRefuses, type Run, sitegen, stackFrame, writeDoc } from './helpers/badInput.js';

const withConfig = (from: string, to: string) => (site: string) => editConfig(site, from, to);
const atTitle = (keys: string) => withConfig("title: 'Basic',", `title: 'Basic',\n  ${keys}`);

describe('a link of the config that runs script (§5)', () => {
  itRefuses([
    {
      what: "redirects: [{ from: '/old', to: 'javascript:alert(1)' }]",
      arrange: atTitle("redirects: [{ from: '/old', to: 'javascript:alert(1)' }],"),
      code: 'config/invalid',
      says: (site) => [configFile(site), 'redirects[0].to: expected a site path or an http(s) URL, not a javascript: URL'],
    },
    {
      what: 'a navbar href of data:text/html and a dropdown item of vbscript:',
      arrange: withConfig(
        "{ href: 'https://github.com/example/basic', label: 'GitHub', position: 'right' },",
        "{ href: 'data:text/html,<script>alert(1)</script>', label: 'GitHub', position: 'right' },\n      { type: 'dropdown', label: 'More', items: [{ label: 'x', href: ' VBScript:msgbox(1)' }] },",
      ),
      code: 'config/invalid',
      says: (site) => [
        `${configFile(site)} the site config has 2 problems`,
        'navbar.items[1].href: expected a site path or an http(s) URL, not a data: URL',
        'navbar.items[2].items[0].href: expected a site path or an http(s) URL, not a vbscript: URL',
      ],
    },
    {
      what: 'editUrl, and a footer link with a tab inside its scheme',
      arrange: async (site) => {
        await atTitle("editUrl: 'javascript:void(0)//',")(site);
        await editConfig(site, "to: '/docs/intro' }", "href: 'jav\\tascript:alert(1)' }");
      },
      code: 'config/invalid',
      says: () => [
        'editUrl: expected a site path or an http(s) URL, not a javascript: URL',
        'footer.links[0].items[0].href: expected a site path or an http(s) URL, not a javascript: URL',
      ],
    },
    {
      what: 'a sidebar link of sidebars.ts, named against that file',
      arrange: (site) =>
        writeFile(
          path.join(site, 'sidebars.ts'),
          "export default { docs: ['intro', { type: 'link', label: 'x', href: 'javascript:alert(1)' }] };\n",
        ),
      code: 'config/invalid',
      says: (site) => [
        path.join(site, 'sidebars.ts'),
        'sidebars.docs[1].href: expected a site path or an http(s) URL, not a javascript: URL',
      ],
    },
  ]);

  it('builds a favicon given as data:image/…, as Markdown allows an image', async () => {
    const { site } = await freshSite();
    await atTitle("favicon: 'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E',")(site);
    const run = sitegen(site, ['build']);
    expect(run.status, run.stderr).toBe(0);
  });
});

describe('a custom front matter key (§7)', () => {
  it('builds a page with custom keys, short ones near a known key too (ab is not id)', async () => {
    const { site } = await freshSite();
    await writeDoc(site, 'custom.md', '---\nab: 1\ntabs: true\nauthor: me\n---\n# Custom\n\nText.\n');
    const run = sitegen(site, ['build']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('did you mean');
    expect(await readFile(path.join(site, 'build', 'docs', 'custom', 'index.html'), 'utf8')).toContain('Custom');
  });

  it('warns at its line of a key that is likely a known one misspelt, and builds', async () => {
    const { site } = await freshSite();
    await writeDoc(site, 'typo.md', '---\ntitle: Typo\nsidebar_positon: 2\n---\n# Typo\n');
    const run = sitegen(site, ['build']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `warning [content/misspelt-front-matter] ${doc(site, 'typo.md')}:3 front matter \`sidebar_positon\` is not a key sitegen knows: did you mean \`sidebar_position\`?`,
    );
  });
});

describe('errors that blamed the wrong thing (§8)', () => {
  itRefuses([
    {
      what: 'id: .. (was a write conflict on index.html)',
      arrange: (site) => writeDoc(site, 'dots.md', '---\ntitle: Dots\nid: ..\n---\n# Dots\n'),
      code: 'content/front-matter',
      says: (site) => [`${doc(site, 'dots.md')}:3 invalid front matter: line 3: id: expected a name, not '.' or '..'`],
    },
    {
      what: 'a line break in a slug (was a broken sidebar link)',
      arrange: (site) => writeDoc(site, 'newline.md', '---\ntitle: Newline\nslug: "/a\\nb"\n---\n# Newline\n'),
      code: 'content/invalid-slug',
      says: (site) => [`${doc(site, 'newline.md')}:3 the slug "/a\\nb" has a line break (U+000A), which cannot be part of a page's URL`],
    },
  ]);
});

describe('exit 2 with a stack, now a clear error (§6)', () => {
  itRefuses([
    {
      what: 'a slug with a NUL character',
      arrange: (site) => writeDoc(site, 'nul.md', '---\ntitle: Nul\nslug: "/a\\0b"\n---\n# Nul\n'),
      code: 'content/invalid-slug',
      says: (site) => [`${doc(site, 'nul.md')}:3 the slug "/a\\u0000b" has a NUL character (U+0000)`],
    },
  ]);

  itRefuses([
    {
      what: "serve --host 'not a host!'",
      args: () => ['serve', '--host', 'not a host!', '--port', '0'],
      code: 'serve/cannot-listen',
      says: () => ["the host 'not a host!' is not a name or address this machine resolves (ENOTFOUND)", 'hint: Pass --host an address'],
    },
    {
      what: 'serve --host 8.8.8.8 (an address of another machine)',
      args: () => ['serve', '--host', '8.8.8.8', '--port', '0'],
      code: 'serve/cannot-listen',
      says: () => ["the host '8.8.8.8' is not an address of this machine (EADDRNOTAVAIL)"],
    },
    {
      what: "dev --host 'not a host!'",
      args: () => ['dev', '--host', 'not a host!', '--port', '0'],
      code: 'serve/cannot-listen',
      says: () => ["cannot serve on not a host!:0: the host 'not a host!' is not a name or address"],
    },
  ]);

  itRefuses([
    {
      what: 'init /dev/null/x',
      args: () => ['init', '/dev/null/x'],
      code: 'init/cannot-create',
      says: () => ['/dev/null/x the site cannot be created in /dev/null/x: /dev/null is a file, not a folder'],
    },
    {
      what: 'init under a file of the site, two folders down',
      args: (site) => ['init', path.join(site, 'sitegen.config.ts', 'a', 'b')],
      code: 'init/cannot-create',
      says: (site) => [`${configFile(site)} is a file, not a folder`],
    },
  ]);

  /**
   * A page, a folder or a _category_.json the build may not read. Root reads any file, so
   * where the tests run as root the build runs as nobody (setpriv), in a site it may write.
   */
  const unreadable: { what: string; arrange: (site: string) => Promise<string> }[] = [
    {
      what: 'a page',
      arrange: async (site) => {
        await writeDoc(site, 'secret.md', '# Secret\n');
        return doc(site, 'secret.md');
      },
    },
    {
      what: 'a folder of pages',
      arrange: async (site) => {
        await mkdir(doc(site, 'locked'));
        await writeDoc(site, 'locked/page.md', '# Locked\n');
        return doc(site, 'locked');
      },
    },
    { what: 'a _category_.json', arrange: async (site) => doc(site, '02-guide/_category_.json') },
  ];
  for (const { what, arrange } of unreadable) {
    it(`${what} the build may not read (EACCES): its path, in words, exit 1`, async () => {
      const { root, site, hash } = await freshSite();
      const locked = await arrange(site);
      await chmodTree(root, 0o777);
      await chmod(locked, 0o000);
      const before = await hash();
      const run = sitegenAsNobody(site, ['build']);
      await chmod(locked, 0o755);
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toContain(`error [files/unreadable] ${locked} cannot be read: permission denied (EACCES)`);
      expect(run.stderr).toContain('hint: Give the user running the build read access');
      expect(run.stderr).not.toMatch(stackFrame);
      await chmod(locked, 0o000);
      expect(await hash()).toBe(before);
    });
  }
});

/** Every folder and file under `dir` open to all: the build, run as nobody, reads and writes the site as its owner would. */
async function chmodTree(dir: string, mode: number): Promise<void> {
  await chmod(dir, mode);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const item = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmodTree(item, mode);
    else if (entry.isFile()) await chmod(item, 0o666);
  }
}

/** The CLI as a user whom permissions bind: nobody, where the tests run as root. */
function sitegenAsNobody(cwd: string, args: string[]): Run {
  if (process.getuid?.() !== 0) return sitegen(cwd, args);
  const result = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, cli, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1', CI: 'true', HOME: cwd },
  });
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

describe('a page over a file the build writes (§8)', () => {
  itRefuses([
    {
      what: "a plugin's page at /sitemap.xml (was EISDIR while writing)",
      arrange: atTitle(
        "plugins: [() => ({ name: 'my-pages', pages: () => [{ path: '/sitemap.xml', title: 'Map', markdown: '# Map' }] })],",
      ),
      code: 'write/conflict',
      says: () => ["sitemap.xml is a file of the sitemap, but the plugin 'my-pages' writes sitemap.xml/index.html inside it as a folder"],
    },
    {
      what: 'a page of content/pages named llms.txt.md',
      arrange: (site) => writeFile(path.join(site, 'content', 'pages', 'llms.txt.md'), '# Not the llms file\n'),
      code: 'write/conflict',
      says: (site) => [
        `llms.txt is a file of llms.txt, but ${path.join(site, 'content', 'pages', 'llms.txt.md')} writes llms.txt/index.html`,
      ],
    },
  ]);
});

describe('a remark plugin that leaves a malformed tree (§8)', () => {
  itRefuses([
    {
      what: "a remark plugin returning { type: 'root', children: null } (was blamed on sitegen's visitTree.js)",
      arrange: atTitle("markdown: { remarkPlugins: [function remarkBad() { return () => ({ type: 'root', children: null }); }] },"),
      code: 'markdown/plugin-failed',
      says: (site) => [
        `${doc(site, 'intro.md')} the remark plugin remarkBad (markdown.remarkPlugins) left a malformed tree: root (root) has children that are null, not a list`,
      ],
    },
    {
      what: "a plugin's remark plugin adding a paragraph without children (was built without a word)",
      arrange: atTitle(
        "plugins: [() => ({ name: 'bad-nodes', markdown: { remarkPlugins: [() => (tree) => { tree.children.push({ type: 'paragraph' }); }] } })],",
      ),
      code: 'markdown/plugin-failed',
      says: (site) => [
        `${doc(site, 'alpha.md')} the remark plugin #1 (the plugin 'bad-nodes') left a malformed tree: root.children[1] (paragraph) has no children list`,
      ],
    },
  ]);
});

describe('a config that exports a promise or throws what is not an Error (§8)', () => {
  for (const [form, exported] of [
    ['a promise of the config', 'Promise.resolve(config)'],
    ['an async function returning it', 'async () => {\n  await new Promise((resolve) => setTimeout(resolve, 10));\n  return config;\n}'],
  ]) {
    it(`builds a config whose default export is ${form} (was 'title: missing')`, async () => {
      const { site } = await freshSite();
      await editConfig(site, 'export default config;', `export default ${exported};`);
      const run = sitegen(site, ['build']);
      expect(run.status, run.stderr).toBe(0);
      expect(await readFile(path.join(site, 'build', 'index.html'), 'utf8')).toContain('Basic');
    });
  }

  itRefuses([
    {
      what: 'a config that throws {} (was "[object Object]")',
      arrange: withConfig('export default config;', 'throw {};\nexport default config;'),
      code: 'config/load',
      says: (site) => [`${configFile(site)} the config file threw while loading: an object that is not an Error: {}`],
    },
    {
      what: 'a config function that rejects with a plain object',
      arrange: withConfig('export default config;', 'export default async () => {\n  throw { code: 7 };\n};'),
      code: 'config/load',
      says: (site) => [
        `${configFile(site)} the config file's default export (a function) threw: an object that is not an Error: {"code":7}`,
      ],
    },
  ]);
});

/**
 * Bad input, as a new user or an attacker gives it (issue 24), through the compiled CLI.
 * Each case starts from a copy of the `basic` fixture with a good build in `build/`, makes
 * one thing wrong, and asserts the exit code, the message naming the file (and line),
 * that no stack trace is printed, and that the previous output and the sources are
 * byte-identical afterwards. The build-time cases of the error catalogue (SPEC §8) are
 * here too; serve and dev have their own sections.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEEP_MARKDOWN } from '../packages/sitegen/src/test/deepMarkdown.js';
import { cli, configFile, doc, editConfig, freshSite, itRefuses, type Refused, sitegen, stackFrame, writeDoc } from './helpers/badInput.js';
import { repoRoot } from './helpers/fixtures.js';

const refused: Refused[] = [
  {
    what: '--out-dir content: the sources would be replaced by HTML',
    args: () => ['build', '--out-dir', 'content'],
    code: 'write/out-dir-holds-sources',
    says: (site) => [`the output folder ${path.join(site, 'content')} is the content folder`],
  },
  {
    what: '--out-dir content/docs',
    args: () => ['build', '--out-dir', 'content/docs'],
    code: 'write/out-dir-in-sources',
    says: (site) => [`${path.join(site, 'content', 'docs')} is inside the content folder`],
  },
  {
    what: '--out-dir static',
    args: () => ['build', '--out-dir', 'static'],
    code: 'write/out-dir-holds-sources',
    says: (site) => [`${path.join(site, 'static')} is the static folder`],
  },
  {
    what: '--out-dir . (the site folder)',
    args: () => ['build', '--out-dir', '.'],
    code: 'write/out-dir-holds-sources',
    says: (site) => [`the output folder ${site} is the site folder`],
  },
  {
    what: "outDir: 'content' in the config",
    arrange: (site) => editConfig(site, "title: 'Basic',", "title: 'Basic',\n  outDir: 'content',"),
    args: () => ['build'],
    code: 'write/out-dir-holds-sources',
    says: (site) => [`${configFile(site)} the output folder ${path.join(site, 'content')} is the content folder`, 'outDir in the config'],
  },
  {
    what: 'serve --out-dir content (serve builds first)',
    args: () => ['serve', '--out-dir', 'content', '--port', '0'],
    code: 'write/out-dir-holds-sources',
    says: (site) => [`the output folder ${path.join(site, 'content')} is the content folder`],
  },
  {
    what: 'in repo/site: --out-dir .. (the repository: .git, README and sources)',
    arrange: async (_site, root) => {
      await mkdir(path.join(root, '.git'));
      await writeFile(path.join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
      await writeFile(path.join(root, 'README.md'), '# the repository\n');
    },
    args: () => ['build', '--out-dir', '..'],
    code: 'write/out-dir-holds-sources',
    says: (site, root) => [`the output folder ${root} holds the site folder ${site}`],
  },
  {
    what: '--out-dir on an existing file',
    arrange: (site) => writeFile(path.join(site, 'outfile.txt'), 'my notes\n'),
    args: () => ['build', '--out-dir', 'outfile.txt'],
    code: 'write/out-dir-is-file',
    says: (site) => [`the output path ${path.join(site, 'outfile.txt')} is a file, not a folder`],
  },
  {
    what: '--out-dir on a folder of files sitegen did not write',
    arrange: async (site) => {
      await mkdir(path.join(site, 'notes'));
      await writeFile(path.join(site, 'notes', 'todo.txt'), 'mine\n');
    },
    args: () => ['build', '--out-dir', 'notes'],
    code: 'write/out-dir-not-sitegen',
    says: (site) => [`the output folder ${path.join(site, 'notes')} holds files sitegen did not write (1 entry: todo.txt)`],
  },
  {
    what: '--out-dir /proc/nope (hung with no output)',
    args: () => ['build', '--out-dir', '/proc/nope'],
    code: 'write/system-folder',
    says: () => ['refusing to write the site to /proc/nope: it is in a folder of the operating system'],
    timeoutMs: 20_000,
  },
  {
    what: "--out-dir / (refused, but as '28 output files clash')",
    args: () => ['build', '--out-dir', '/'],
    code: 'write/system-folder',
    says: () => ['refusing to write the site to /: it is the root of the file system'],
  },
  {
    what: 'a 20 MB Markdown file (68 s and 2.96 GB)',
    arrange: (site) => writeDoc(site, 'huge.md', `# Huge\n\n${'A paragraph of a long page. '.repeat(750_000)}\n`),
    code: 'content/too-large',
    says: (site) => [`${doc(site, 'huge.md')} the file is 20.0 MB, over the limit of 5.0 MB`, 'markdown.maxFileSize'],
    timeoutMs: 10_000,
  },
  ...Object.entries(DEEP_MARKDOWN).map(
    ([name, markdown]): Refused => ({
      what: `Markdown nested too deep: ${name} (a stack overflow, or a parse of minutes)`,
      arrange: (site) => writeDoc(site, 'deep.md', `# Deep\n\n${markdown}\n`),
      code: 'markdown/too-deep',
      says: (site) => [`${doc(site, 'deep.md')}:`, 'at most 100 are allowed'],
      timeoutMs: 10_000,
    }),
  ),
  ...[
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,hello',
  ].map(
    (url): Refused => ({
      what: `a Markdown link to ${JSON.stringify(url)}`,
      arrange: (site) => writeDoc(site, 'unsafe.md', `# Unsafe\n\nClick [here](<${url}>).\n`),
      code: 'markdown/unsafe-url',
      says: (site) => [`${doc(site, 'unsafe.md')}:3:7`],
    }),
  ),
  {
    what: 'front matter slug: /../../../../pwned',
    arrange: (site) => writeDoc(site, 'pwned.md', '---\ntitle: Pwned\nslug: /../../../../pwned\n---\n# Pwned\n'),
    code: 'content/invalid-slug',
    says: (site) => [`${doc(site, 'pwned.md')}:3 the slug "/../../../../pwned" has a '..' segment`],
  },
  {
    what: 'a file named c#-guide.md',
    arrange: (site) => writeDoc(site, 'c#-guide.md', '# C#\n'),
    code: 'content/invalid-file-name',
    says: (site) => [`${doc(site, 'c#-guide.md')} 'c#-guide.md' has '#' in its name`],
  },
  {
    what: 'a file named what?.md',
    arrange: (site) => writeDoc(site, 'what?.md', '# What\n'),
    code: 'content/invalid-file-name',
    says: (site) => [`${doc(site, 'what?.md')} 'what?.md' has '?' in its name`],
  },
  {
    what: 'a front matter block that is never closed',
    arrange: (site) => writeDoc(site, 'open.md', '---\ntitle: Open\n\n# Open\n\nText.\n'),
    code: 'content/front-matter-unclosed',
    says: (site) => [`${doc(site, 'open.md')}:1 the front matter block opened on line 1 is never closed`],
  },
  {
    what: "baseUrl: '/../../'",
    arrange: (site) => editConfig(site, "baseUrl: '/base/'", "baseUrl: '/../../'"),
    code: 'config/invalid',
    says: (site) => [configFile(site), `baseUrl: expected a path without '.' or '..' segments`],
  },
  {
    what: "baseUrl: 'https://example.com/base' (links became /https://example.com/base/...)",
    arrange: (site) => editConfig(site, "baseUrl: '/base/'", "baseUrl: 'https://example.com/base'"),
    code: 'config/invalid',
    says: (site) => [
      configFile(site),
      "baseUrl: expected a path such as '/docs/', not a URL: put the origin in url (url: 'https://example.com', baseUrl: '/base/')",
    ],
  },
  {
    what: '--config naming a folder',
    args: (site) => ['build', '--config', site],
    code: 'config/not-a-file',
    says: (site) => [`${site} is a folder: --config takes the config file itself`, 'sitegen.config.ts'],
  },
  {
    what: 'a customCss file that does not exist',
    arrange: (site) => editConfig(site, "title: 'Basic',", "title: 'Basic',\n  customCss: ['./src/css/nope.css'],"),
    code: 'config/custom-css-missing',
    says: (site) => [`${configFile(site)} customCss: ${path.join(site, 'src', 'css', 'nope.css')} cannot be read (ENOENT)`],
  },
  {
    what: 'a theme that cannot be found',
    arrange: (site) => editConfig(site, "title: 'Basic',", "title: 'Basic',\n  theme: 'sitegen-theme-nowhere',"),
    code: 'config/theme-not-found',
    says: (site) => [`${configFile(site)} the theme 'sitegen-theme-nowhere' cannot be found`, 'npm install sitegen-theme-nowhere'],
  },
  {
    what: 'a theme whose renderDocument throws on one page: the page is named, nothing is swapped in',
    arrange: async (site) => {
      await writeFile(
        path.join(site, 'broken-theme.mjs'),
        `import theme from '${path.join(repoRoot, 'packages', 'theme', 'dist', 'index.js')}';\nexport default { ...theme, renderDocument: (page, site) => { if (page.href.endsWith('/zeta')) throw new Error('no layout for zeta'); return theme.renderDocument(page, site); } };\n`,
      );
      await editConfig(site, "title: 'Basic',", "title: 'Basic',\n  theme: './broken-theme.mjs',");
    },
    code: 'render/failed',
    says: (site) => [`${doc(site, 'zeta.md')} rendering /docs/zeta failed: no layout for zeta`],
  },
  {
    what: 'SPEC §8: an unknown navbar item type',
    arrange: (site) =>
      editConfig(
        site,
        "{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },",
        "{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },\n      { type: 'carousel' } as never,",
      ),
    code: 'config/invalid',
    says: () => ['navbar.items[1].type: expected one of "default", "dropdown"'],
  },
  {
    what: 'SPEC §8: a docs version name missing from the dropdown configuration',
    arrange: (site) =>
      editConfig(
        site,
        "{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },",
        "{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },\n      { type: 'docsVersionDropdown', versions: ['2.0'] },",
      ),
    code: 'navbar/unknown-version',
    says: () => ["the docs version '2.0' does not exist", "The available version names are: 'current'"],
  },
  {
    what: 'SPEC §8: a sidebar link with nothing to link to',
    arrange: (site) => editConfig(site, "sidebarId: 'docs'", "sidebarId: 'guides'"),
    code: 'navbar/unknown-sidebar',
    says: () => ["navbar.items[0]: no sidebar has the id 'guides'"],
  },
  {
    what: 'SPEC §8: a broken link at build time (the footer)',
    arrange: (site) => editConfig(site, "to: '/docs/intro'", "to: '/docs/intor'"),
    code: 'links/broken',
    says: () => ['/docs/intor'],
  },
];

describe('bad input is refused with a clear error, and nothing is lost', () => {
  itRefuses(refused);
});

describe('bad input that builds, with a warning naming the file and line', () => {
  it('invalid UTF-8 (random bytes): a warning, not a page of U+FFFD in silence', async () => {
    const { site } = await freshSite();
    const bytes = Buffer.concat([Buffer.from('# Bytes\n\nFirst line.\n'), Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0x80]), Buffer.from('\n')]);
    await writeDoc(site, 'bytes.md', bytes);
    const run = sitegen(site, ['build']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(`warning [content/invalid-utf8] ${doc(site, 'bytes.md')}:4 the file is not valid UTF-8`);
  });

  it('two headings with one id: a warning at the second', async () => {
    const { site } = await freshSite();
    await writeDoc(site, 'dup.md', '# Dup\n\n## A {#dup}\n\n## B {#dup}\n');
    const run = sitegen(site, ['build']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(`warning [markdown/duplicate-heading-id] ${doc(site, 'dup.md')}:5:1`);
  });

  it('SPEC §8: a broken Markdown link or anchor is a warning only', async () => {
    const { site } = await freshSite();
    const run = sitegen(site, ['build', '--out-dir', path.join(site, '..', 'out-warning')]);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(`warning [links/broken-markdown-link] ${doc(site, '02-guide/second.md')}:7:26`);
  });
});

describe('a build killed mid-write', () => {
  it('leaves its temporary folder, which the next build removes', async () => {
    const { site } = await freshSite();
    // enough pages that the write takes a while to catch it in the middle
    for (let i = 0; i < 400; i++) await writeDoc(site, `page-${i}.md`, `# Page ${i}\n\n${'Some words of the page. '.repeat(40)}\n`);
    const child = spawn(process.execPath, [cli, 'build'], {
      cwd: site,
      env: { ...process.env, CI: 'true', SITEGEN_WORKERS: '0' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let temporary: string | undefined;
    while (temporary === undefined && child.exitCode === null) {
      temporary = (await readdir(site)).find((name) => name.startsWith('build.tmp-'));
      if (temporary === undefined) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    child.kill('SIGKILL');
    await exited;
    expect(temporary, 'the build finished before it could be killed mid-write').toBeDefined();
    expect(await readdir(site)).toContain(temporary);
    const run = sitegen(site, ['build']);
    expect(run.status, run.stderr).toBe(0);
    expect((await readdir(site)).filter((name) => name.startsWith('build.'))).toEqual([]);
    await rm(site, { recursive: true });
  });
});

describe('sitegen dev with a broken config', () => {
  it('prints the error with its place and hint, and no stack frames of sitegen', async () => {
    const { site } = await freshSite();
    await writeFile(configFile(site), "export default {\n  title: 'Broken',\n");
    const child = spawn(process.execPath, [cli, 'dev', '--port', '0'], { cwd: site, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 20_000 }).toContain('Dev server at');
    } finally {
      child.kill();
    }
    // as `sitegen build` prints it (one format for both)
    expect(output).toMatch(/error \[config\/syntax\] \S*sitegen\.config\.ts:3:1 the config file does not compile/);
    expect(output).toContain('hint: Fix the TypeScript syntax error in the config file.');
    expect(output).not.toMatch(stackFrame);
  });
});

describe('sitegen serve', () => {
  it('names the links in the output that dangle, loop or lead outside, and keeps serving through bad requests', async () => {
    const { site } = await freshSite();
    const out = path.join(site, 'build');
    await symlink('/etc', path.join(out, 'etcdir'));
    await symlink(path.join(out, 'nowhere'), path.join(out, 'dangling'));
    await symlink(path.join(out, 'loop-b'), path.join(out, 'loop-a'));
    await symlink(path.join(out, 'loop-a'), path.join(out, 'loop-b'));
    const child = spawn(process.execPath, [cli, 'serve', '--port', '0'], { cwd: site, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 20_000 }).toMatch(/serving .* at (http:\S+)/);
      const url = /serving .* at (http:\S+)/.exec(output)?.[1] ?? '';
      expect(output).toContain(`not serving the symbolic link ${path.join(out, 'etcdir')} (outside)`);
      expect(output).toContain(`not serving the symbolic link ${path.join(out, 'dangling')} (dangling)`);
      expect(output).toContain(`not serving the symbolic link ${path.join(out, 'loop-a')} (loop)`);
      const statusOf = async (pathname: string, init?: RequestInit): Promise<number> => (await fetch(new URL(pathname, url), init)).status;
      expect(await statusOf('docs/intro', { headers: { Range: 'bytes=5-2' } })).toBe(416);
      expect(await statusOf('docs/intro', { method: 'POST' })).toBe(405);
      expect(await statusOf('docs/intro', { method: 'DELETE' })).toBe(405);
      expect(await statusOf('docs/intro', { method: 'OPTIONS' })).toBe(405);
      expect(await statusOf('etcdir/passwd')).toBe(403);
      expect(await statusOf('dangling')).toBe(404);
      expect(await statusOf('loop-a')).toBe(404);
      expect(await statusOf('docs/intro')).toBe(200);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
    expect(output).not.toMatch(stackFrame);
  });
});

describe('sitegen dev, asked what serve refuses (issue 35 §1, §12)', () => {
  it('answers other methods with 405, bad ranges with 416, ways out with 403, and never with a file from outside', async () => {
    const { root, site } = await freshSite();
    await writeFile(path.join(root, 'secret.env'), 'NPM_TOKEN=outside-the-site');
    const child = spawn(process.execPath, [cli, 'dev', '--port', '0'], { cwd: site, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 30_000 }).toMatch(/Dev server at (http:\S+)/);
      const url = /Dev server at (http:\S+)/.exec(output)?.[1] ?? '';
      const answer = async (pathname: string, init?: RequestInit): Promise<Response> => fetch(new URL(pathname, url), init);
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const response = await answer('docs/intro', { method });
        expect([response.status, response.headers.get('allow')], method).toEqual([405, 'GET, HEAD']);
      }
      expect((await answer('docs/intro', { headers: { Range: 'bytes=5-2' } })).status).toBe(416);
      const page = await answer('docs/intro');
      expect(page.status).toBe(200);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      // sent as written: fetch would resolve '..' and '%2e%2e' itself
      const raw = (pathname: string): Promise<{ status: number; body: string }> =>
        new Promise((resolve, reject) => {
          const { hostname, port } = new URL(url);
          const req = request({ host: hostname, port, path: pathname }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          req.end();
        });
      for (const pathname of ['/../secret.env', '/%2e%2e/%2e%2e/secret.env', '/docs/..%2f..%2f..%2fsecret.env', '/..%5c..%5csecret.env']) {
        const response = await raw(pathname);
        expect(response.status, pathname).toBe(403);
        expect(response.body, pathname).not.toContain('NPM_TOKEN');
      }
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
    expect(output).not.toMatch(stackFrame);
  }, 60_000);
});

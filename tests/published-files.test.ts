/**
 * A build publishes only the site (issue 35): no path a page or the static folder names,
 * by `..`, percent-encoding, a symbolic link, raw HTML or an MDX import, brings a file from
 * outside the site's folders (or from a hidden one) into the output, nor stalls the build on
 * a FIFO or a device. Each case is refused at its file (and line) with exit 1, the previous
 * output byte-identical; and a secret planted beside the site is never in anything written.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, readdir, readFile, symlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, doc, editConfig, freshSite, itRefuses, type Refused, sitegen, stackFrame, writeDoc } from './helpers/badInput.js';

const SECRET = 'NPM_TOKEN=npm_s3cr3t_published_nowhere';
/** enough `..` to climb from any temporary folder to `/` */
const UP = '../'.repeat(24);

/** A secret beside the site (the repository's `.env`, outside the site's folder) and one inside it. */
async function plantSecrets(site: string, root: string): Promise<void> {
  await writeFile(path.join(root, '.env'), `${SECRET}\n`);
  await writeFile(path.join(root, 'secret.json'), JSON.stringify({ token: SECRET }));
  await writeFile(path.join(site, '.env'), `${SECRET}\n`);
}

const page = (name: string, body: string) => async (site: string, root: string) => {
  await plantSecrets(site, root);
  await writeDoc(site, name, `# Leak\n\n${body}\n`);
};

const refused: Refused[] = [
  {
    what: '![x](…/etc/passwd): a system file by ..',
    arrange: page('leak.md', `![x](${UP}etc/passwd)`),
    code: 'files/outside-site',
    says: (site) => [`${doc(site, 'leak.md')}:3:1`, "/etc/passwd is outside the site's folder", 'files.allow'],
  },
  {
    what: "![k](../../../.env): the repository's secrets beside the site",
    arrange: page('leak.md', 'Text.\n\n![k](../../../.env)'),
    code: 'files/outside-site',
    says: (site, root) => [`${doc(site, 'leak.md')}:5:1`, `${path.join(root, '.env')} is outside the site's folder`],
  },
  {
    what: "![k](../../.env): the site's own hidden .env",
    arrange: page('leak.md', '![k](../../.env)'),
    code: 'files/hidden',
    says: (site) => [`${doc(site, 'leak.md')}:3:1`, `is in the hidden file ${path.join(site, '.env')}`],
  },
  {
    what: 'a raw <img src> to the .env beside the site',
    arrange: page('leak.md', '<p><img src="../../../.env" alt="k"></p>'),
    code: 'files/outside-site',
    says: (site) => [`${doc(site, 'leak.md')}:3:`],
  },
  {
    what: 'a percent-encoded %2e%2e/ path',
    arrange: page('leak.md', '![k](%2e%2e/%2e%2e/%2e%2e/.env)'),
    code: 'files/outside-site',
    says: (site) => [`${doc(site, 'leak.md')}:3:1`, 'is outside the site'],
  },
  {
    what: 'a symbolic link content/docs/pic.png → /etc/passwd, shown by a page',
    arrange: async (site, root) => {
      await page('leak.md', '![p](./pic.png)')(site, root);
      await symlink('/etc/passwd', doc(site, 'pic.png'));
    },
    code: 'files/outside-site',
    says: (site) => [`${doc(site, 'pic.png')} (a symbolic link to /etc/passwd) is outside the site's folder`],
  },
  {
    what: 'a symbolic link in the static folder to the .env beside the site',
    arrange: async (site, root) => {
      await plantSecrets(site, root);
      await symlink(path.join(root, '.env'), path.join(site, 'static', 'img', 'env.txt'));
    },
    code: 'files/outside-site',
    says: (site, root) => [`${path.join(site, 'static', 'img', 'env.txt')} (a symbolic link to ${path.join(root, '.env')})`],
  },
  {
    what: 'a symbolic link to a folder outside the site, in the docs',
    arrange: async (site, root) => {
      await mkdir(path.join(root, 'elsewhere'));
      await writeFile(path.join(root, 'elsewhere', 'page.md'), '# Elsewhere\n');
      await symlink(path.join(root, 'elsewhere'), doc(site, 'linked'));
    },
    code: 'files/outside-site',
    says: (site) => [`${doc(site, 'linked')} (a symbolic link to `],
  },
  {
    what: '![x](…/dev/zero): a device, which reads without end',
    arrange: page('leak.md', `![x](${UP}dev/zero)`),
    code: 'files/outside-site',
    says: (site) => [`${doc(site, 'leak.md')}:3:1`],
    timeoutMs: 20_000,
  },
  {
    what: 'a FIFO named p.png beside the page, which blocks a read forever',
    arrange: async (site) => {
      execFileSync('mkfifo', [doc(site, 'p.png')]);
      await writeDoc(site, 'fifo.md', '# Fifo\n\n![p](./p.png)\n');
    },
    code: 'files/not-a-file',
    says: (site) => [`${doc(site, 'p.png')} is a FIFO (named pipe), not a regular file`],
    timeoutMs: 20_000,
  },
  {
    what: 'an image that is no image: ./notes.txt',
    arrange: async (site) => {
      await writeFile(doc(site, 'notes.txt'), 'private notes\n');
      await writeDoc(site, 'notes.md', '# Notes\n\n![n](./notes.txt)\n');
    },
    code: 'files/not-an-image',
    says: (site) => [`${doc(site, 'notes.md')}:3:1`, 'notes.txt is not an image file'],
  },
  {
    what: 'an image of 21 MB',
    arrange: async (site) => {
      await writeFile(doc(site, 'huge.png'), '');
      await truncate(doc(site, 'huge.png'), 21 * 1024 * 1024);
      await writeDoc(site, 'huge.md', '# Huge\n\n![h](./huge.png)\n');
    },
    code: 'files/too-large',
    says: (site) => [`${doc(site, 'huge.md')}:3:1`, 'is 21.0 MB, over the limit of 20.0 MB'],
  },
  {
    what: 'an MDX import of a JSON file beside the site',
    arrange: async (site, root) => {
      await plantSecrets(site, root);
      await writeDoc(site, 'leak.mdx', "import secret from '../../../secret.json';\n\n# Leak\n\n{secret.token}\n");
    },
    code: 'files/outside-site',
    says: (site, root) => [`${doc(site, 'leak.mdx')}:1:`, `${path.join(root, 'secret.json')} is outside the site's folder`],
  },
];

describe('a path that leads outside the site is refused at its place, and nothing is published', () => {
  itRefuses(refused);
});

/** Every byte the build wrote, as text. */
async function outputText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => readFile(path.join(entry.parentPath, entry.name), 'latin1')),
  );
  return texts.join('\n');
}

describe('what the site may publish', () => {
  it('follows links to pages and images inside the site, and reads folders named in files.allow', async () => {
    const { root, site } = await freshSite();
    await plantSecrets(site, root);
    await mkdir(path.join(site, 'shared'));
    await writeFile(path.join(site, 'shared', 'linked.md'), '# Linked page\n\nKept in a shared folder of the site.\n');
    await symlink(path.join(site, 'shared', 'linked.md'), doc(site, 'linked.md'));
    await mkdir(path.join(root, 'brand'));
    await writeFile(path.join(root, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"></svg>');
    await writeDoc(site, 'brand.md', '# Brand\n\n![logo](../../../brand/logo.svg)\n');
    await editConfig(site, "title: 'Basic',", "title: 'Basic',\n  files: { allow: ['../brand'] },");
    const run = sitegen(site, ['build']);
    expect(run.status, run.stderr).toBe(0);
    const out = path.join(site, 'build');
    expect(await readFile(path.join(out, 'docs', 'linked', 'index.html'), 'utf8')).toContain('Kept in a shared folder of the site.');
    const brand = await readFile(path.join(out, 'docs', 'brand', 'index.html'), 'utf8');
    expect(brand).toMatch(/<img src="\/base\/assets\/images\/logo-[0-9a-f]{8}\.svg" alt="logo" width="4" height="2">/);
    expect(await outputText(out)).not.toContain('npm_s3cr3t');
  });

  it('without files.allow, the same image outside the site is refused', async () => {
    const { root, site } = await freshSite();
    await mkdir(path.join(root, 'brand'));
    await writeFile(path.join(root, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    await writeDoc(site, 'brand.md', '# Brand\n\n![logo](../../../brand/logo.svg)\n');
    const run = sitegen(site, ['build']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`error [files/outside-site] ${doc(site, 'brand.md')}:3:1`);
  });

  it('sitegen dev shows the refusal and never serves the file', async () => {
    const { root, site } = await freshSite();
    await plantSecrets(site, root);
    await writeDoc(site, 'leak.md', '# Leak\n\n![k](../../../.env)\n');
    const child = spawn(process.execPath, [cli, 'dev', '--port', '0'], { cwd: site, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 30_000 }).toMatch(/Dev server at (http:\S+)/);
      const url = /Dev server at (http:\S+)/.exec(output)?.[1] ?? '';
      await expect.poll(() => output, { timeout: 30_000 }).toContain('files/outside-site');
      for (const pathname of ['docs/leak', 'assets/images/', '../.env', '%2e%2e/%2e%2e/.env', '..%2f..%2f.env']) {
        const response = await fetch(new URL(pathname, url));
        expect(await response.text()).not.toContain('npm_s3cr3t');
      }
    } finally {
      child.kill();
    }
    expect(output).not.toMatch(stackFrame);
  });
});

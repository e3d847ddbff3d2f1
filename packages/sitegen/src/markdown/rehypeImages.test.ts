import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileAccessOf } from '../files/siteFileAccess.js';
import { testRouter } from '../test/router.js';
import { linkResolversOf } from './linkTable.js';
import { rehypeImages } from './rehypeImages.js';

let site: string;
let render: (markdown: string) => Promise<{ html: string; file: VFile }>;
const svg = (width: number, height: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`;

beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'sitegen-images-'));
  await mkdir(path.join(site, 'content', 'docs', 'img'), { recursive: true });
  await mkdir(path.join(site, 'static', 'img'), { recursive: true });
  await writeFile(path.join(site, 'content', 'docs', 'img', 'chart.svg'), svg(300, 150));
  await writeFile(path.join(site, 'content', 'docs', 'notes.txt'), 'not an image');
  await writeFile(path.join(site, 'static', 'img', 'logo.svg'), svg(40, 20));
  const resolvers = linkResolversOf({
    router: testRouter('/b/'),
    routeOfFile: new Map(),
    symbols: new Map(),
    staticDir: path.join(site, 'static'),
    fileAccess: fileAccessOf(site),
  });
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeImages, resolvers)
    .use(rehypeStringify);
  render = async (markdown) => {
    const file = new VFile({ value: markdown, path: path.join(site, 'content', 'docs', 'page.md') });
    return { html: String(await processor.process(file)), file };
  };
});

describe('rehypeImages', () => {
  it('copies an image beside the page under a content-hashed name, with its size', async () => {
    const { html, file } = await render('![Chart](./img/chart.svg)');
    expect(html).toMatch(/^<p><img src="\/b\/assets\/images\/chart-([0-9a-f]{8})\.svg" alt="Chart" width="300" height="150"><\/p>$/);
    const output = /assets\/images\/chart-[0-9a-f]{8}\.svg/.exec(html)?.[0];
    expect(file.data.sgImages).toEqual([{ from: path.join(site, 'content', 'docs', 'img', 'chart.svg'), path: output }]);
    expect(file.data.sgLinks).toEqual([
      { raw: './img/chart.svg', href: `/b/${output}`, isInternal: true, kind: 'image', line: 1, column: 1 },
    ]);
    expect(file.data.sgInputFiles?.map((input) => [path.basename(input.file), input.stamp !== ''])).toEqual([['chart.svg', true]]);
  });

  it('gives a site path the base path and the size of the static file', async () => {
    const { html, file } = await render('![Logo](/img/logo.svg) ![Logo](/b/img/logo.svg)');
    expect(html).toBe(
      '<p><img src="/b/img/logo.svg" alt="Logo" width="40" height="20"> <img src="/b/img/logo.svg" alt="Logo" loading="lazy" width="40" height="20"></p>',
    );
    expect(file.data.sgImages).toBeUndefined();
    expect(file.data.sgLinks?.map((link) => link.kind)).toEqual(['image', 'image']);
  });

  it('lazy-loads every image but the first, raw HTML ones too, and keeps an author’s size', async () => {
    const { html } = await render(
      '![a](https://example.com/a.png)\n\n<img src="./img/chart.svg" alt="b" width="100">\n\n![c](data:image/png;base64,AA==)',
    );
    expect(html).toContain('<img src="https://example.com/a.png" alt="a">');
    expect(html).toMatch(/<img src="\/b\/assets\/images\/chart-[0-9a-f]{8}\.svg" alt="b" width="100" loading="lazy" height="50">/);
    expect(html).toContain('<img src="data:image/png;base64,AA==" alt="c" loading="lazy">');
  });

  it('warns about a missing image at its place and leaves it as written; a file that is no image is an error, not copied', async () => {
    const { html, file } = await render('Text\n\n![Gone](../gone.png) ![Notes](./notes.txt)');
    expect(html).toBe('<p>Text</p>\n<p><img src="../gone.png" alt="Gone"> <img src="./notes.txt" alt="Notes" loading="lazy"></p>');
    expect(file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.fatal} ${m.reason}`)).toEqual([
      "3:1 links/broken-image false Broken image '../gone.png': no such file at ../gone.png",
      "3:22 files/not-an-image true The image './notes.txt' is not published: notes.txt is not an image file (.png, .jpg, .gif, .svg, .webp, .avif and the like)",
    ]);
    expect(file.data.sgImages).toBeUndefined();
    // the missing file is stamped too: the cached page is transformed again once it exists
    expect(file.data.sgInputFiles?.find((input) => input.file.endsWith('gone.png'))?.stamp).toBe('');
  });

  it('refuses an image whose real path leaves the site, through a link or a static file, without reading it', async () => {
    await symlink('/etc/hostname', path.join(site, 'content', 'docs', 'host.png'));
    await symlink('/etc/hostname', path.join(site, 'static', 'img', 'host.png'));
    const { html, file } = await render('![a](./host.png) ![b](/img/host.png)');
    expect(file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.fatal}`)).toEqual([
      '1:1 files/outside-site true',
      '1:18 files/outside-site true',
    ]);
    expect(file.messages[0]?.reason).toContain(`host.png (a symbolic link to /etc/hostname) is outside the site's folder ${site}`);
    expect(html).not.toContain('width=');
    expect(file.data.sgImages).toBeUndefined();
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { renderReactPage } from './renderReactPage.js';

const props = { site: { title: 'SDK', tagline: 'Tag', basePath: '/b/' }, href: (p: string) => `/b/${p}` };

async function page(source: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-page-')), 'index.tsx');
  await writeFile(file, source);
  return file;
}

describe('renderReactPage', () => {
  it('renders the default export with the page props, and reads its meta', async () => {
    const file = await page(`
      import { useState } from 'react';
      export const meta = { title: 'Home', description: 'Landing' };
      export default function Home({ site, href }) {
        const [label] = useState('Start');
        return <a href={href('docs/intro')}>{label} {site.title}</a>;
      }`);
    expect(await renderReactPage(file, props)).toEqual({
      html: '<a href="/b/docs/intro">Start SDK</a>',
      title: 'Home',
      description: 'Landing',
    });
  });

  it('names the page and the cause when it throws while rendering', async () => {
    const file = await page(`export default function Broken() { throw new Error('no data'); }`);
    const error = await renderReactPage(file, props).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SitegenError);
    expect(error).toMatchObject({ code: 'render/react-page', location: { file } });
    expect((error as SitegenError).message).toContain('no data');
  });

  it('names the page when it has no default export or does not compile', async () => {
    const noDefault = await page(`export const x = 1;`);
    await expect(renderReactPage(noDefault, props)).rejects.toMatchObject({ code: 'render/react-page', location: { file: noDefault } });
    const syntax = await page(`export default function ( {`);
    await expect(renderReactPage(syntax, props)).rejects.toMatchObject({ code: 'render/react-page', location: { file: syntax } });
  });
});

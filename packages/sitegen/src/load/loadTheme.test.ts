import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTheme } from './loadTheme.js';

async function siteWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-theme-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

describe('loadTheme', () => {
  it('loads a theme module from a path beside the config, the default export being the Theme', async () => {
    const dir = await siteWith({
      'theme/index.mjs':
        "export default { renderDocument: () => '<!DOCTYPE html>', renderSidebarFragment: () => '', assets: { clientEntry: '/c.tsx', stylesheets: [], packageDir: '/' } };\n",
    });
    const loaded = await loadTheme('./theme/index.mjs', dir);
    expect(loaded.url).toBe(`file://${path.join(dir, 'theme', 'index.mjs')}`);
    expect(loaded.theme.renderDocument({} as never, {} as never)).toBe('<!DOCTYPE html>');
  });

  it('names a theme that cannot be found, as a package or as a path', async () => {
    const dir = await siteWith({});
    const configFile = path.join(dir, 'sitegen.config.ts');
    await expect(loadTheme('sitegen-theme-nowhere', dir, { file: configFile })).rejects.toMatchObject({
      code: 'config/theme-not-found',
      location: { file: configFile },
      hint: expect.stringContaining('npm install sitegen-theme-nowhere'),
    });
    await expect(loadTheme('./missing.mjs', dir)).rejects.toMatchObject({
      code: 'config/theme-not-found',
      hint: expect.stringContaining('relative to the folder'),
    });
  });

  it('names what a module that is not a theme lacks', async () => {
    const dir = await siteWith({ 'not-a-theme.mjs': 'export default { renderDocument() {} };\n' });
    await expect(loadTheme('./not-a-theme.mjs', dir)).rejects.toMatchObject({
      code: 'config/theme-invalid',
      message: expect.stringContaining('has no renderSidebarFragment, assets on its default export'),
    });
  });

  it('names a theme module that fails to load, with the first line of why', async () => {
    const dir = await siteWith({ 'theme.mjs': "import 'sitegen-theme-dependency-nowhere';\nexport default {};\n" });
    await expect(loadTheme('./theme.mjs', dir)).rejects.toMatchObject({
      code: 'config/theme-invalid',
      message: expect.stringMatching(/failed to load: Cannot find package 'sitegen-theme-dependency-nowhere'/),
    });
  });
});

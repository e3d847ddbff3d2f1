import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSitegenError, type SitegenError } from '../errors/SitegenError.js';
import { bundleCustomStylesheet } from './bundleCustomStylesheet.js';

async function stylesheet(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-css-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return path.join(dir, 'site.css');
}

async function failure(file: string, listedBy = 'customCss'): Promise<SitegenError> {
  const error: unknown = await bundleCustomStylesheet(file, listedBy).catch((thrown: unknown) => thrown);
  if (!isSitegenError(error)) throw new Error(`expected a SitegenError, got ${String(error)}`);
  return error;
}

describe('bundleCustomStylesheet', () => {
  it('inlines an @import where it stands and copies a url() file under a hashed name', async () => {
    const file = await stylesheet({
      'site.css': '@import "./parts/icons.css";\n.after { color: red }\n',
      'parts/icons.css': '.icon { background: url(../img/icon.png) }\n',
      'img/icon.png': 'not really a png',
    });
    const bundled = await bundleCustomStylesheet(file, 'customCss');
    expect(bundled.assets.map((asset) => asset.path)).toEqual([expect.stringMatching(/^assets\/icon-[A-Z0-9]{8}\.png$/)]);
    const [icon] = bundled.assets;
    expect(icon?.contents.toString()).toBe('not really a png');
    expect(bundled.css).toContain(`url("./${icon?.path.slice('assets/'.length)}")`);
    expect(bundled.css.indexOf('.icon')).toBeLessThan(bundled.css.indexOf('.after'));
    expect(bundled.remoteImports).toEqual([]);
  });

  it('lifts the imports of other sites out, for the top of the final stylesheet, and leaves site paths alone', async () => {
    const file = await stylesheet({
      'site.css':
        '@import url("https://fonts.example.com/a.css");\n@import "https://fonts.example.com/b.css";\nbody { background: url(/img/bg.png) }\n',
    });
    const bundled = await bundleCustomStylesheet(file, 'customCss');
    expect(bundled.remoteImports).toEqual(['@import "https://fonts.example.com/a.css";', '@import "https://fonts.example.com/b.css";']);
    expect(bundled.css).not.toContain('@import');
    expect(bundled.css).toContain('url(/img/bg.png)');
    expect(bundled.assets).toEqual([]);
  });

  it('fails at the line of an @import whose file does not exist', async () => {
    const file = await stylesheet({ 'site.css': '@charset "utf-8";\n\n@import "./fonts.css";\n' });
    const error = await failure(file);
    expect(error.code).toBe('config/custom-css-invalid');
    expect(error.location).toEqual({ file, line: 3, column: 9 });
    expect(error.message).toBe(`customCss ${file}: Could not resolve "./fonts.css"`);
    expect(error.hint).toContain('relative to the stylesheet');
  });

  it('fails at an @import after a rule, which browsers ignore', async () => {
    const file = await stylesheet({ 'site.css': '.a { color: red }\n@import "./fonts.css";\n', 'fonts.css': '.b { color: blue }\n' });
    const error = await failure(file);
    expect(error.location).toEqual({ file, line: 2, column: 1 });
    expect(error.message).toBe(`customCss ${file}: All "@import" rules must come first`);
    expect(error.hint).toContain('Move the @import above every rule');
  });

  it("fails at the line of a plugin's url() whose file does not exist, and at a package that is not installed", async () => {
    const font = await stylesheet({ 'site.css': '@font-face {\n  font-family: X;\n  src: url(fonts/x.woff2);\n}\n' });
    const fontError = await failure(font, "the plugin 'math'");
    expect(fontError.location).toEqual({ file: font, line: 3, column: 8 });
    expect(fontError.message).toBe(`a stylesheet of the plugin 'math' ${font}: Could not resolve "fonts/x.woff2"`);
    const missingPackage = await stylesheet({ 'site.css': '@import "@fontsource-variable/not-a-font";\n' });
    expect((await failure(missingPackage)).location).toEqual({ file: missingPackage, line: 1, column: 9 });
  });
});

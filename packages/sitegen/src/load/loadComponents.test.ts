import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageView, SiteView } from '../view/index.js';
import { loadComponents } from './loadComponents.js';
import { loadTheme } from './loadTheme.js';

async function siteWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-components-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

/** The default theme (the workspace's), with the site's `components` of `dir`. */
async function load(dir: string, components: Record<string, string>) {
  const theme = await loadTheme('@sitegen/theme', dir);
  const files = Object.fromEntries(Object.entries(components).map(([name, file]) => [name, path.join(dir, file)]));
  return loadComponents(theme, files, path.join(dir, 'sitegen.config.ts'));
}

const site = {
  title: 'Site',
  tagline: '',
  basePath: '/',
  url: '',
  lang: 'en',
  navbar: { title: 'Site', homeHref: '/', hideOnScroll: false, items: [] },
  footer: { style: 'dark', groups: [] },
  colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
  breakpoint: 996,
  progressBarDelayMs: 200,
  assets: { css: [], js: [] },
  headTags: [],
  noIndex: false,
  versions: [],
} satisfies SiteView;
const notFound: PageView = { kind: 'notFound', href: '/404.html', title: 'Page Not Found' };

const layoutSource = `import { Layout, type LayoutProps } from '@sitegen/theme/components';
export default function SiteLayout(props: LayoutProps) {
  return <><div className="site-banner">Banner</div><Layout {...props} /></>;
}
`;
const footerSource = `import { Footer, type FooterProps } from '@sitegen/theme/components';
import { NOTE } from './note.js';
export default function SiteFooter(props: FooterProps) {
  return <div className="site-footer">{NOTE}<Footer {...props} /></div>;
}
`;

describe('loadComponents', () => {
  it('renders the site’s components, wrapping originals that read the theme’s own context of overrides', async () => {
    const dir = await siteWith({
      'src/Layout.tsx': layoutSource,
      'src/Footer.tsx': footerSource,
      'src/note.ts': "export const NOTE = 'A note';\n",
    });
    const loaded = await load(dir, { Layout: 'src/Layout.tsx', Footer: 'src/Footer.tsx' });
    const html = loaded.theme.renderDocument(notFound, site);
    // the original Layout the site's wraps renders the site's Footer: one React, one context
    expect(html).toContain('<div class="site-banner">Banner</div><a class="sg-skip-link"');
    expect(html).toContain('<div class="site-footer">A note<footer class="sg-footer sg-footer--dark">');
    expect(loaded.components).toEqual({ Layout: path.join(dir, 'src/Layout.tsx'), Footer: path.join(dir, 'src/Footer.tsx') });
    expect([...loaded.componentInputs].sort()).toEqual(
      [path.join(dir, 'src/Footer.tsx'), path.join(dir, 'src/Layout.tsx'), path.join(dir, 'src/note.ts')].sort(),
    );
  });

  it('leaves the theme as it is without components', async () => {
    const theme = await loadTheme('@sitegen/theme', await siteWith({}));
    expect(await loadComponents(theme, {}, 'sitegen.config.ts')).toBe(theme);
  });

  it('names an unknown component, the closest name and all of them, and the config', async () => {
    const dir = await siteWith({ 'src/Footer.tsx': footerSource });
    await expect(load(dir, { Fotter: 'src/Footer.tsx' })).rejects.toMatchObject({
      code: 'config/unknown-component',
      message: "components.Fotter: the theme has no component 'Fotter' to replace (did you mean 'Footer'?)",
      hint: expect.stringMatching(/^The components it lets a site replace: Layout, Navbar, Footer, .*Admonition, CodeBlock/),
      location: { file: path.join(dir, 'sitegen.config.ts') },
    });
  });

  it('says a theme without replaceable components takes none', async () => {
    const dir = await siteWith({
      'theme.mjs':
        "export default { renderDocument: () => '', renderSidebarFragment: () => '', assets: { clientEntry: '/c.tsx', stylesheets: [], packageDir: '/' } };\n",
      'src/Footer.tsx': footerSource,
    });
    const theme = await loadTheme('./theme.mjs', dir);
    await expect(
      loadComponents(theme, { Footer: path.join(dir, 'src/Footer.tsx') }, path.join(dir, 'sitegen.config.ts')),
    ).rejects.toMatchObject({
      code: 'config/unknown-component',
      message: 'components.Footer: the theme lets no component be replaced',
    });
  });

  it('names a missing module and the config', async () => {
    const dir = await siteWith({});
    await expect(load(dir, { Footer: 'src/Nope.tsx' })).rejects.toMatchObject({
      code: 'config/component-not-found',
      message: `components.Footer: ${path.join(dir, 'src/Nope.tsx')} does not exist`,
      location: { file: path.join(dir, 'sitegen.config.ts') },
    });
  });

  it('names a module without a default-export component, or one that does not compile', async () => {
    const dir = await siteWith({
      'src/Named.tsx': 'export function Footer() { return null; }\n',
      'src/Broken.tsx': 'export default function Footer( {\n',
    });
    await expect(load(dir, { Footer: 'src/Named.tsx' })).rejects.toMatchObject({
      code: 'config/component-invalid',
      message: "the component 'Footer' is not the default export of its module (found none)",
      location: { file: path.join(dir, 'src/Named.tsx') },
    });
    await expect(load(dir, { Footer: 'src/Broken.tsx' })).rejects.toMatchObject({
      code: 'config/component-invalid',
      message: expect.stringContaining("the component 'Footer' does not compile"),
      location: { file: path.join(dir, 'src/Broken.tsx'), line: 2 },
    });
  });

  it('names the module of a component that throws while rendering', async () => {
    const dir = await siteWith({ 'src/Footer.tsx': "export default function Footer() { throw new Error('no footer today'); }\n" });
    const loaded = await load(dir, { Footer: 'src/Footer.tsx' });
    expect(() => loaded.theme.renderDocument(notFound, site)).toThrow(
      expect.objectContaining({
        code: 'render/component',
        message: "the component 'Footer' threw: no footer today",
        location: { file: path.join(dir, 'src/Footer.tsx') },
      }),
    );
  });
});

/**
 * `sitegen dev` on a site made by `sitegen init`: edits are picked up, rebuilt and
 * announced over the event stream; broken edits become error events while the last good
 * pages stay served; fixes recover, all without restarting the server. Runs the compiled
 * package (the builder runs in a worker thread, which loads JavaScript).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../packages/sitegen/dist/dev/startDevServer.js';
import { startDevServer } from '../packages/sitegen/dist/dev/startDevServer.js';
import { initSite } from '../packages/sitegen/dist/init/initSite.js';
import { createMemoryLogger, type MemoryLogger } from '../packages/sitegen/dist/logger/memoryLogger.js';
import { openEventStream, type EventStream } from './devEvents.js';

let siteDir: string;
let server: DevServer;
let logger: MemoryLogger;
let events: EventStream;
const origin = (): string => new URL(server.url).origin;

beforeAll(async () => {
  await mkdir('tests/.tmp', { recursive: true });
  siteDir = path.join(await mkdtemp(path.resolve('tests/.tmp/dev-')), 'site');
  await initSite({ dir: siteDir, title: 'Dev Site', baseUrl: '/dev-docs/', packageManager: { name: 'npm' }, logger: createMemoryLogger() });
  logger = createMemoryLogger();
  server = await startDevServer({
    configFile: path.join(siteDir, 'sitegen.config.ts'),
    host: '127.0.0.1',
    port: 0,
    logger,
    debounceMs: 20,
  });
  events = await openEventStream(`${origin()}/__sitegen/events`);
}, 60_000);

afterAll(async () => {
  events?.close();
  await server?.close();
  await rm(path.dirname(siteDir), { recursive: true, force: true });
});

const intro = (): string => path.join(siteDir, 'content/docs/intro.md');
const page = async (pathname: string): Promise<{ status: number; text: string; type: string | null }> => {
  const response = await fetch(origin() + pathname, { redirect: 'manual' });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
};

function rawStatus(rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const req = request({ host: hostname, port, path: rawPath }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Waits for reload events until the page serves the expected text. Another engineer
 * compiling the theme meanwhile causes extra (full) rebuilds; each ends with a reload too.
 */
async function untilServed(pathname: string, expected: string): Promise<{ paths: unknown }> {
  for (;;) {
    const reload = (await events.next('reload')) as { paths: unknown };
    if ((await page(pathname)).text.includes(expected)) return reload;
  }
}

describe('sitegen dev', () => {
  it('serves the site from memory under the base path, with the live-reload client', async () => {
    const home = await page('/dev-docs/');
    expect(home.status).toBe(200);
    expect(home.type).toBe('text/html; charset=utf-8');
    expect(home.text).toContain('<script src="/__sitegen/client.js" defer></script></body>');
    for (const pathname of ['/dev-docs/docs/intro', '/dev-docs/docs/intro/']) {
      const doc = await page(pathname);
      expect(doc.status).toBe(200);
      expect(doc.text).toContain('Welcome to the documentation of Dev Site.');
    }
    expect((await fetch(`${origin()}/`, { redirect: 'manual' })).headers.get('location')).toBe('/dev-docs/');
    const missing = await page('/dev-docs/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<html');
    // fetch would resolve the dots itself: send the path as written
    expect(await rawStatus('/dev-docs/%2e%2e/package.json')).toBe(403);
    expect(await rawStatus('/dev-docs/../package.json')).toBe(403);
    const client = await page('/__sitegen/client.js');
    expect(client.type).toBe('text/javascript; charset=utf-8');
    expect(client.text).toContain('new EventSource');
  });

  it('rebuilds an edited guide, announces the page to reload and serves the new content', async () => {
    const source = await readFile(intro(), 'utf8');
    await writeFile(intro(), source.replace('Welcome to the documentation', 'Edited welcome to the documentation'));
    const reload = await untilServed('/dev-docs/docs/intro', 'Edited welcome to the documentation of Dev Site.');
    expect(reload.paths === '*' || (Array.isArray(reload.paths) && reload.paths.includes('/dev-docs/docs/intro'))).toBe(true);
  });

  it('rebuilds when the custom CSS changes, serving the new rule in the stylesheet', async () => {
    const customCss = path.join(siteDir, 'src/css/custom.css');
    await writeFile(customCss, `${await readFile(customCss, 'utf8')}\n.sg-dev-probe { color: red; }\n`);
    const stylesheet = async (): Promise<string> => {
      const href = /<link rel="stylesheet" href="([^"]+)"/.exec((await page('/dev-docs/docs/intro')).text)?.[1];
      return href === undefined ? '' : (await page(href)).text;
    };
    for (;;) {
      await events.next('reload');
      if ((await stylesheet()).includes('.sg-dev-probe{color:red}')) break;
    }
  });

  it('rebuilds when a file the custom CSS @imports changes, though the custom CSS does not', async () => {
    const customCss = path.join(siteDir, 'src/css/custom.css');
    const imported = path.join(siteDir, 'src/css/imported.css');
    const stylesheet = async (): Promise<string> => {
      const href = /<link rel="stylesheet" href="([^"]+)"/.exec((await page('/dev-docs/docs/intro')).text)?.[1];
      return href === undefined ? '' : (await page(href)).text;
    };
    const untilStyled = async (rule: string): Promise<void> => {
      for (;;) {
        await events.next('reload');
        if ((await stylesheet()).includes(rule)) return;
      }
    };
    await writeFile(imported, '.sg-dev-imported { color: red; }\n');
    await writeFile(customCss, `@import "./imported.css";\n${await readFile(customCss, 'utf8')}`);
    await untilStyled('.sg-dev-imported{color:red}');
    await writeFile(imported, '.sg-dev-imported { color: blue; }\n');
    await untilStyled('.sg-dev-imported{color:#00f}');
  });

  it('runs a local remark plugin added to the config, and transforms the pages again when the plugin is edited', async () => {
    const plugin = path.join(siteDir, 'plugins', 'remarkStamp.ts');
    const pluginSource = (stamp: string): string =>
      `export default function remarkStamp() {\n  const visit = (node: { type: string; value?: string; children?: unknown[] }): void => {\n    if (node.type === 'text') node.value = node.value?.replace('{{stamp}}', '${stamp}');\n    for (const child of node.children ?? []) visit(child as never);\n  };\n  return visit;\n}\n`;
    await mkdir(path.dirname(plugin), { recursive: true });
    await writeFile(plugin, pluginSource('stamped once'));
    await writeFile(intro(), `${await readFile(intro(), 'utf8')}\nThe stamp: {{stamp}}.\n`);
    const config = path.join(siteDir, 'sitegen.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8'))
        .replace(
          "import { defineConfig } from '@sitegen/core';",
          "import { defineConfig } from '@sitegen/core';\nimport remarkStamp from './plugins/remarkStamp.js';",
        )
        .replace(
          "  customCss: ['./src/css/custom.css'],",
          "  customCss: ['./src/css/custom.css'],\n  markdown: { remarkPlugins: [remarkStamp] },",
        ),
    );
    await untilServed('/dev-docs/docs/intro', 'The stamp: stamped once.');
    await writeFile(plugin, pluginSource('stamped twice'));
    await untilServed('/dev-docs/docs/intro', 'The stamp: stamped twice.');
  });

  it('rebuilds when a replaced component or a file it imports changes, re-rendering the pages that show it', async () => {
    const themeDir = path.join(siteDir, 'src/theme');
    await mkdir(themeDir, { recursive: true });
    const note = path.join(themeDir, 'note.ts');
    const footer = path.join(themeDir, 'Footer.tsx');
    await writeFile(note, "export const NOTE = 'First footer note';\n");
    const footerSource = [
      "import { Footer, type FooterProps } from '@sitegen/theme/components';",
      "import { NOTE } from './note.js';",
      'export default function DevFooter(props: FooterProps) {',
      '  return <div className="sg-dev-footer">{NOTE}<Footer {...props} /></div>;',
      '}',
      '',
    ].join('\n');
    await writeFile(footer, footerSource);
    const configFile = path.join(siteDir, 'sitegen.config.ts');
    const config = await readFile(configFile, 'utf8');
    await writeFile(configFile, config.replace('  navbar: {', "  components: { Footer: './src/theme/Footer.tsx' },\n  navbar: {"));
    await untilServed('/dev-docs/docs/intro', 'First footer note');
    // a file the component imports is watched too, and every page re-rendered from it
    await writeFile(note, "export const NOTE = 'Second footer note';\n");
    await untilServed('/dev-docs/docs/intro', 'Second footer note');
    expect((await page('/dev-docs/')).text).toContain('Second footer note');
    await writeFile(footer, footerSource.replace('sg-dev-footer', 'sg-dev-footer-edited'));
    await untilServed('/dev-docs/docs/intro', 'sg-dev-footer-edited');
    // without the component, the watcher forgets its files: the next test's edit is seen all the same
    await writeFile(configFile, config);
    for (;;) {
      await events.next('reload');
      if (!(await page('/dev-docs/docs/intro')).text.includes('sg-dev-footer')) break;
    }
  });

  it('renders an MDX page again when a component it imports changes', async () => {
    const components = path.join(siteDir, 'src/mdx');
    await mkdir(components, { recursive: true });
    const label = path.join(components, 'Label.tsx');
    await writeFile(label, 'export default function Label() { return <em className="dev-label">first label</em>; }\n');
    const mdx = path.join(siteDir, 'content/docs/labelled.mdx');
    await writeFile(mdx, "import Label from '../../src/mdx/Label';\n\n# Labelled\n\nSee <Label />.\n");
    await untilServed('/dev-docs/docs/labelled', 'first label');
    await writeFile(label, 'export default function Label() { return <em className="dev-label">second label</em>; }\n');
    await untilServed('/dev-docs/docs/labelled', 'second label');
    await rm(mdx);
    for (;;) {
      await events.next('reload');
      if ((await page('/dev-docs/docs/labelled')).status === 404) break;
    }
  });

  it('re-renders the pages whose sidebar or prev/next show an edited title', async () => {
    const installation = path.join(siteDir, 'content/docs/guides/installation.md');
    const source = await readFile(installation, 'utf8');
    await writeFile(installation, source.replace('# Installation', '# Setting up'));
    // the intro links to it from its pagination and every doc page from its sidebar
    await untilServed('/dev-docs/docs/intro', 'Setting up');
    expect((await page('/dev-docs/docs/guides/first-call')).text).toContain('Setting up');
    expect((await page('/dev-docs/docs/category/guides')).text).toContain('Setting up');
  });

  it('serves a guide added while running, and forgets it when deleted', async () => {
    const added = path.join(siteDir, 'content/docs/guides/added.md');
    await writeFile(added, '# Added while running\n\nNew page.\n');
    await untilServed('/dev-docs/docs/guides/added', 'Added while running');
    expect((await page('/dev-docs/docs/intro')).text).toContain('/dev-docs/docs/guides/added');
    await rm(added);
    for (;;) {
      const reload = (await events.next('reload')) as { paths: unknown };
      if ((await page('/dev-docs/docs/guides/added')).status === 404) {
        expect(reload.paths).toBe('*');
        break;
      }
    }
    expect((await page('/dev-docs/docs/intro')).text).not.toContain('/dev-docs/docs/guides/added');
  });

  it('turns a broken front matter into an error event, keeps the last good page, and recovers on the fix', async () => {
    const good = await readFile(intro(), 'utf8');
    await writeFile(intro(), good.replace('sidebar_position: 1', 'sidebar_position: [1'));
    const error = (await events.next('build-error')) as { location?: string; message: string };
    expect(error.location).toMatch(/^content\/docs\/intro\.md/);
    expect((await page('/dev-docs/docs/intro')).text).toContain('Edited welcome');
    // a browser that (re)connects while the build is broken gets the overlay at once
    const late = await openEventStream(`${origin()}/__sitegen/events`);
    expect(await late.next('build-error')).toEqual(error);
    late.close();

    await writeFile(intro(), good.replace('Edited welcome', 'Fixed welcome'));
    await untilServed('/dev-docs/docs/intro', 'Fixed welcome to the documentation');
  });

  it('survives a React page that throws, then an invalid config, and recovers from both', async () => {
    const home = path.join(siteDir, 'content/pages/index.tsx');
    const goodHome = await readFile(home, 'utf8');
    await writeFile(
      home,
      goodHome.replace(
        'export default function Home({ site, href }: ReactPageProps) {',
        "export default function Home({ site, href }: ReactPageProps) {\n  throw new Error('home is broken');",
      ),
    );
    const crash = (await events.next('build-error')) as { code?: string; message: string; location?: string };
    expect(crash.code).toBe('render/react-page');
    expect(crash.location).toBe('content/pages/index.tsx');
    expect(crash.message).toContain('home is broken');
    expect((await page('/dev-docs/')).status).toBe(200);
    await writeFile(home, goodHome.replace('Get started', 'Start here'));
    await untilServed('/dev-docs/', 'Start here');

    const configFile = path.join(siteDir, 'sitegen.config.ts');
    const goodConfig = await readFile(configFile, 'utf8');
    await writeFile(configFile, goodConfig.replace("baseUrl: '/dev-docs/',", 'baseUrl: 42,'));
    const invalid = (await events.next('build-error')) as { code?: string; message: string };
    expect(invalid.code).toMatch(/^config\//);
    expect(invalid.message).toContain('baseUrl');
    await writeFile(configFile, goodConfig.replace("title: 'Dev Site',", "title: 'Renamed Site',"));
    const reload = await untilServed('/dev-docs/docs/intro', 'Renamed Site');
    // every page shows the title: every page reloads
    expect(
      reload.paths === '*' ||
        (Array.isArray(reload.paths) && reload.paths.includes('/dev-docs') && reload.paths.includes('/dev-docs/docs/intro')),
    ).toBe(true);
    expect(logger.messages('error').length).toBeGreaterThanOrEqual(3);
  });

  it('follows a sidebars.ts created, edited and deleted while running', async () => {
    const configFile = path.join(siteDir, 'sitegen.config.ts');
    const sidebarsFile = path.join(siteDir, 'sidebars.ts');
    const goodConfig = await readFile(configFile, 'utf8');
    const sidebars = (label: string): string =>
      `export default { docs: ['intro', { type: 'link', label: '${label}', href: 'https://example.com/probe' }] };\n`;
    // the config still has its sidebars: defined twice is an error naming both
    await writeFile(sidebarsFile, sidebars('First probe'));
    const twice = (await events.next('build-error')) as { code?: string; message: string };
    expect(twice).toMatchObject({ code: 'config/invalid', message: expect.stringContaining('the sidebars are defined twice') });
    await writeFile(configFile, goodConfig.replace(/ {2}sidebars: \{\n {4}docs: \{ type: 'autogenerated' \},\n {2}\},\n/, ''));
    await untilServed('/dev-docs/docs/intro', 'First probe');
    await writeFile(sidebarsFile, sidebars('Second probe'));
    await untilServed('/dev-docs/docs/intro', 'Second probe');
    await rm(sidebarsFile);
    await writeFile(configFile, goodConfig);
    for (;;) {
      await events.next('reload');
      const text = (await page('/dev-docs/docs/intro')).text;
      if (!text.includes('Second probe') && text.includes('/dev-docs/docs/guides/installation')) break;
    }
  });
});

describe('sitegen dev on a port in use', () => {
  it('moves to the next free port and says so', async () => {
    const port = Number(new URL(server.url).port);
    const movedLogger = createMemoryLogger();
    const moved = await startDevServer({
      configFile: path.join(siteDir, 'sitegen.config.ts'),
      host: '127.0.0.1',
      port,
      logger: movedLogger,
    });
    try {
      const movedPort = Number(new URL(moved.url).port);
      expect(movedPort).toBeGreaterThan(port);
      expect(movedLogger.messages('info')).toContain(`Port ${port} is in use: using ${movedPort} instead`);
      expect((await fetch(new URL('docs/intro', moved.url))).status).toBe(200);
    } finally {
      await moved.close();
    }
  });

  it('with --strict-port, says so and suggests another port', async () => {
    const port = Number(new URL(server.url).port);
    const error = await startDevServer({
      configFile: path.join(siteDir, 'sitegen.config.ts'),
      host: '127.0.0.1',
      port,
      strictPort: true,
      logger: createMemoryLogger(),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'serve/port-in-use', hint: expect.stringContaining(`--port ${port + 1}`) });
  });
});

describe('sitegen dev started on a broken site', () => {
  it('answers 503 with the error until the first good build, then serves the site', async () => {
    const dir = path.join(path.dirname(siteDir), 'broken');
    await initSite({ dir, title: 'Broken', baseUrl: '/', packageManager: { name: 'npm' }, logger: createMemoryLogger() });
    const configFile = path.join(dir, 'sitegen.config.ts');
    const good = await readFile(configFile, 'utf8');
    await writeFile(configFile, good.replace("title: 'Broken',", 'title: 7,'));
    const brokenLogger = createMemoryLogger();
    const broken = await startDevServer({ configFile, host: '127.0.0.1', port: 0, logger: brokenLogger, debounceMs: 20 });
    const stream = await openEventStream(new URL('/__sitegen/events', broken.url).href);
    try {
      expect(((await stream.next('build-error')) as { code?: string }).code).toMatch(/^config\//);
      const waiting = await fetch(new URL('/docs/intro', broken.url));
      expect(waiting.status).toBe(503);
      expect(await waiting.text()).toContain('/__sitegen/client.js');
      expect(brokenLogger.messages('warn')).toContain('Nothing to serve until a build succeeds; save a fix to rebuild.');
      await writeFile(configFile, good.replace("title: 'Broken',", "title: 'Repaired',"));
      expect(await stream.next('reload')).toEqual({ paths: '*' });
      expect(await (await fetch(new URL('/docs/intro', broken.url))).text()).toContain('Welcome to the documentation of Broken.');
    } finally {
      stream.close();
      await broken.close();
    }
  }, 60_000);
});

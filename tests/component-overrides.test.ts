/**
 * A site's replacements of theme components (issue 19, `components`), through the compiled
 * CLI: rendered the same in worker threads as on one thread, and every mistake reported
 * with the file to fix, without a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureConfig, repoRoot, tempDir } from './helpers/fixtures.js';

// the compiled CLI: worker threads start from the compiled worker modules
const cli = path.join(repoRoot, 'packages', 'sitegen', 'dist', 'cli', 'main.js');

/** A copy of the extensions fixture (a Footer and an Admonition replaced), with `pages` more guides holding an admonition each. */
async function siteCopy(pages = 0): Promise<string> {
  const dir = path.join(await tempDir('sitegen-components-'), 'site');
  await cp(path.dirname(fixtureConfig('extensions')), dir, { recursive: true, filter: (source) => !source.includes('node_modules') });
  await mkdir(path.join(dir, 'content', 'docs', 'many'), { recursive: true });
  for (let page = 0; page < pages; page++) {
    await writeFile(path.join(dir, 'content', 'docs', 'many', `page-${page}.md`), `# Page ${page}\n\n:::note\nNote ${page}.\n:::\n`);
  }
  return dir;
}

const configOf = (site: string): string => path.join(site, 'sitegen.config.ts');

function build(site: string, outDir: string, workers: string) {
  return spawnSync(process.execPath, [cli, 'build', '--config', configOf(site), '--out-dir', path.join(site, outDir)], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '1', SITEGEN_WORKERS: workers },
  });
}

async function filesOf(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  return new Map(await Promise.all(files.sort().map(async (file) => [file, await readFile(path.join(dir, file), 'utf8')] as const)));
}

async function editConfig(site: string, from: string, to: string): Promise<void> {
  const text = await readFile(configOf(site), 'utf8');
  if (!text.includes(from)) throw new Error(`the config has no ${from}`);
  await writeFile(configOf(site), text.replace(from, to));
}

const COMPONENTS = "components: { Footer: './src/theme/Footer.tsx', Admonition: './src/theme/Admonition.tsx' },";

/** No stack trace: no line of the output is a stack frame. */
const stackFrame = /^\s+at .+(:\d+:\d+\)?|\(native\))$/m;

describe('replaced components', () => {
  it('render the same site in worker threads as on one thread, byte for byte', async () => {
    const site = await siteCopy(30);
    const single = build(site, 'build-0', '0');
    expect(single.status, single.stderr).toBe(0);
    const parallel = build(site, 'build-2', '2');
    expect(parallel.status, parallel.stderr).toBe(0);
    const [one, two] = await Promise.all([filesOf(path.join(site, 'build-0')), filesOf(path.join(site, 'build-2'))]);
    expect([...two.keys()]).toEqual([...one.keys()]);
    for (const [file, text] of one) expect(two.get(file), file).toBe(text);
    // what the comparison covers: both replacements, on every page
    const page = one.get(path.join('docs', 'many', 'page-7', 'index.html')) ?? '';
    expect(page).toContain('<div class="ext-callout ext-callout--note" role="note"><p class="ext-callout__title">Note</p>');
    expect(page).toContain('<p class="ext-footer__note">Documentation by the Extensions team</p>');
  });

  it.each(['0', '2'])('name the file of one that throws while rendering (workers: %s)', async (workers) => {
    const site = await siteCopy(workers === '0' ? 0 : 3);
    const footer = path.join(site, 'src', 'theme', 'Footer.tsx');
    await writeFile(footer, "export default function Footer(): never {\n  throw new Error('no footer today');\n}\n");
    const run = build(site, 'build', workers);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`error [render/component] ${footer}`);
    expect(run.stderr).toMatch(/rendering \/\S+ failed: the component 'Footer' threw: no footer today/);
    expect(run.stderr).not.toMatch(stackFrame);
  });

  it.each([
    {
      what: 'an unknown name: the closest one and the config',
      components: "components: { Fotter: './src/theme/Footer.tsx' },",
      code: 'config/unknown-component',
      says: (site: string) => [
        `${configOf(site)} components.Fotter: the theme has no component 'Fotter' to replace (did you mean 'Footer'?)`,
      ],
    },
    {
      what: 'a module that does not exist: the file and the config',
      components: "components: { Footer: './src/theme/Nope.tsx' },",
      code: 'config/component-not-found',
      says: (site: string) => [`${configOf(site)} components.Footer: ${path.join(site, 'src', 'theme', 'Nope.tsx')} does not exist`],
    },
    {
      what: 'a module without a default export',
      components: "components: { Footer: './src/theme/brand.ts' },",
      code: 'config/component-invalid',
      says: (site: string) => [
        `${path.join(site, 'src', 'theme', 'brand.ts')} the component 'Footer' is not the default export of its module`,
      ],
    },
  ])('are refused with $what', async ({ components, code, says }) => {
    const site = await siteCopy();
    await editConfig(site, COMPONENTS, components);
    const run = build(site, 'build', '0');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`error [${code}]`);
    for (const text of says(site)) expect(run.stderr).toContain(text);
    expect(run.stderr).not.toMatch(stackFrame);
  });
});

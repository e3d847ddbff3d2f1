/**
 * Issue 38's "done when" on the three real VitePress corpora of tests/corpora: each is
 * migrated with `sitegen migrate vitepress` (from a copy: the corpus is only read) and built;
 * the build exits 0 with no error, shows no VitePress syntax as text that sitegen renders,
 * and every page without Vue keeps at least 95 % of its source's prose words. Built with
 * `--strict-links`, it fails on exactly the links broken in the corpus's own sources, pinned in
 * tests/corpora/expected/<name>.strict-links.txt; and a page's old `.html` address (VitePress's
 * `cleanUrls: false`) leads to the page through the server of `sitegen serve`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vitepressRoute } from '../packages/sitegen/src/content/vitepress/vitepressRoute.js';
import { serveSite } from '../packages/sitegen/src/serve/serveSite.js';
import { repoRoot, tempDir } from './helpers/fixtures.js';

const cli = path.join(repoRoot, 'packages/sitegen/dist/cli/main.js');
const CORPORA = ['vitepress-pinia', 'vitepress-vitepress', 'vitepress-vitest'];

function run(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const words = (text: string): string[] =>
  text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
const FENCE = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;

/** The source's prose: no front matter, code, tags, comments, link targets, fences of containers or snippet lines. */
function proseOf(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(FENCE, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[^}]*\}/g, ' ')
    .replace(/^\s*(?::::.*|<<<.*|\[[^\]]+\]:.*)$/gm, ' ');
}

function usesVue(source: string): boolean {
  return /<script\b|\{\{|<[A-Z][\w-]*[\s/>]/.test(source.replace(FENCE, '').replace(/`[^`\n]*`/g, ''));
}

/** The words a written page shows: its article and title, code left out. */
function shownWords(html: string): Map<string, number> {
  const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  const text = `${article} ${title}`
    .replace(/<(pre|code|script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  const counts = new Map<string, number>();
  for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The errors of a `--strict-links` build, one a line: code, place in the site folder, message (its hint left out). */
function strictLinksSummary(output: string, status: number | null, site: string): string {
  const errors = output
    .split('\n')
    .filter((line) => line.startsWith('error [') && !line.startsWith('error [build/failed]'))
    .map((line) => line.replace(`${site}/`, '').replace(/^error /, ''));
  const byCode = new Map<string, number>();
  for (const line of errors) {
    const code = /^\[([^\]]+)\]/.exec(line)?.[1] ?? '?';
    byCode.set(code, (byCode.get(code) ?? 0) + 1);
  }
  return [
    `sitegen build --strict-links: exit ${status}, ${errors.length} errors`,
    ...[...byCode].sort(([a], [b]) => (a < b ? -1 : 1)).map(([code, count]) => `  ${code} ×${count}`),
    '',
    ...errors.sort(),
    '',
  ].join('\n');
}

interface MigratedConfig {
  baseUrl?: string;
  redirects?: { from: string; to: string }[];
  vitepress: { rewrites?: Record<string, string>; srcExclude?: string[] };
}

const samePath = (a: string, b: string): boolean => new URL(a).pathname.replace(/\/$/, '') === new URL(b).pathname.replace(/\/$/, '');

/** Each old address, fetched as a browser would: the redirect page, then the page its refresh names. */
async function followRedirects(outDir: string, config: MigratedConfig): Promise<string[]> {
  const served = await serveSite({ outDir, basePath: config.baseUrl ?? '/', port: 0, host: '127.0.0.1' });
  try {
    const problems: string[] = [];
    for (const { from, to } of config.redirects ?? []) {
      // the old address is a file, as a static host serves it
      if (!statSync(path.join(outDir, from)).isFile()) problems.push(`${from}: no file`);
      const old = await fetch(new URL(from.slice(1), served.url));
      const target = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(await old.text())?.[1];
      if (old.status !== 200 || target === undefined) {
        problems.push(`${from}: ${old.status}, no refresh`);
        continue;
      }
      const page = await fetch(new URL(target, served.url));
      const html = await page.text();
      if (page.status !== 200 || !html.includes('<article') || !samePath(page.url, new URL(to.slice(1), served.url).href))
        problems.push(`${from} → ${target}: ${page.status}`);
    }
    return problems;
  } finally {
    await served.close();
  }
}

function markdownFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || ['node_modules', 'public', 'build'].includes(entry.name)) return [];
    if (entry.isDirectory()) return markdownFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.md') && entry.name !== 'MIGRATION.md' ? [`${prefix}${entry.name}`] : [];
  });
}

describe('VitePress corpora migrated with sitegen migrate vitepress', () => {
  for (const name of CORPORA) {
    it(`${name}: migrates, builds without an error, renders VitePress's syntax and keeps the prose`, { timeout: 300_000 }, async () => {
      const site = path.join(await tempDir(`sitegen-vp-${name}-`), name);
      cpSync(path.join(repoRoot, 'tests', 'corpora', name, 'docs'), path.join(site, 'docs'), { recursive: true });
      const migrated = run(['migrate', 'vitepress', site]);
      expect(migrated.status, migrated.output).toBe(0);
      const strict = run(['build', '--strict-links', site]);
      await expect(strictLinksSummary(strict.output, strict.status, site)).toMatchFileSnapshot(
        path.join(repoRoot, 'tests', 'corpora', 'expected', `${name}.strict-links.txt`),
      );
      const built = run(['build', site]);
      expect(built.status, built.output).toBe(0);
      expect(built.output).not.toMatch(/^error /m);
      // what sitegen renders is no longer reported as text
      expect(built.output).not.toMatch(/unrendered-syntax\][^\n]*(<<<|\[\[toc\]\]|@include|:::|emoji shortcode)/);
      expect(built.output).not.toContain('[markdown/unsafe-html]');
      const written = readFileSync(path.join(site, 'sitegen.config.ts'), 'utf8');
      const config = JSON.parse(written.slice(written.indexOf('= {') + 2, written.lastIndexOf('};') + 1)) as MigratedConfig;
      const rewrites = config.vitepress;
      // VitePress's default (cleanUrls: false) served every page that is no index at <route>.html
      const vitepressConfig = readdirSync(path.join(site, 'docs', '.vitepress'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /config.*\.[mc]?[jt]s$/.test(file))
        .map((file) => readFileSync(path.join(site, 'docs', '.vitepress', file), 'utf8'))
        .join('\n');
      if (/cleanUrls:\s*true/.test(vitepressConfig)) expect(config.redirects).toBeUndefined();
      else {
        expect(config.redirects?.length).toBeGreaterThan(5);
        expect(await followRedirects(path.join(site, 'build'), config)).toEqual([]);
      }
      const srcDir = path.join(site, 'docs');
      const kept: string[] = [];
      for (const file of markdownFiles(srcDir)) {
        const output = path.join(site, 'build', vitepressRoute(file, rewrites.rewrites ?? {}), 'index.html');
        if (!existsSync(output)) continue;
        const source = readFileSync(path.join(srcDir, file), 'utf8');
        const html = readFileSync(output, 'utf8');
        if (usesVue(source)) continue;
        const shown = shownWords(html);
        const prose = words(proseOf(source));
        const found = prose.filter((word) => {
          const left = shown.get(word) ?? 0;
          if (left > 0) shown.set(word, left - 1);
          return left > 0;
        }).length;
        kept.push(`${file} ${prose.length === 0 ? 100 : Math.floor((found / prose.length) * 100)}`);
      }
      expect(kept.length).toBeGreaterThan(5);
      expect(kept.filter((line) => Number(line.split(' ')[1]) < 95)).toEqual([]);
    });
  }
});

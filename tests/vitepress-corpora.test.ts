/**
 * Issue 38's "done when" on the three real VitePress corpora of tests/corpora: each is
 * migrated with `sitegen migrate vitepress` (from a copy: the corpus is only read) and built;
 * the build exits 0 with no error, shows no VitePress syntax as text that sitegen renders,
 * and every page without Vue keeps at least 95 % of its source's prose words.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vitepressRoute } from '../packages/sitegen/src/content/vitepress/vitepressRoute.js';
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
      const built = run(['build', site]);
      expect(built.status, built.output).toBe(0);
      expect(built.output).not.toMatch(/^error /m);
      // what sitegen renders is no longer reported as text
      expect(built.output).not.toMatch(/unrendered-syntax\][^\n]*(<<<|\[\[toc\]\]|@include|:::|emoji shortcode)/);
      expect(built.output).not.toContain('[markdown/unsafe-html]');
      const config = readFileSync(path.join(site, 'sitegen.config.ts'), 'utf8');
      const rewrites = (
        JSON.parse(config.slice(config.indexOf('= {') + 2, config.lastIndexOf('};') + 1)) as {
          vitepress: { rewrites?: Record<string, string>; srcExclude?: string[] };
        }
      ).vitepress;
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

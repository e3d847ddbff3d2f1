/**
 * The real corpora of tests/corpora (issue 36): each is built as a migrating team would build
 * it, and its written pages are read by an oracle that knows nothing of sitegen's own checks
 * (tests/corpora/findSilentMarkup.mjs). What the build reports and what the oracle finds are
 * pinned per corpus in tests/corpora/expected/: a new silent case (markup on a page that the
 * build did not report) or a new false positive (a warning on markup that rendered) changes
 * the summary and fails the test, until it is looked at and pinned again (`vitest -u`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempDir } from './helpers/fixtures.js';

const corporaDir = path.join(repoRoot, 'tests', 'corpora');
const script = path.join(corporaDir, 'findSilentMarkup.mjs');
// a corpus's site folder is its own or its website/ (Docusaurus's, when the docs lie beside it)
const corpora = readdirSync(corporaDir)
  .filter((name) => ['', 'website'].some((site) => existsSync(path.join(corporaDir, name, site, 'sitegen.config.ts'))))
  .sort();

interface Diagnostic {
  level: string;
  code: string;
  file: string;
  line?: number;
}

interface Finding {
  kind: string;
  shows: string;
  source?: { file: string; line?: number } | null;
  reported: string | null;
  inCode?: boolean;
}

interface CorpusResult {
  asIs: { status: number; diagnostics: Diagnostic[] };
  analysis: { status: number; diagnostics: Diagnostic[] };
  pages: { source: string; findings: Finding[] }[];
}

/** What is pinned: the exit codes, the count of each code reported, and each finding the build left unreported. */
function summaryOf(result: CorpusResult): string {
  const counts = (diagnostics: Diagnostic[]): string[] => {
    const byCode = new Map<string, number>();
    for (const d of diagnostics) byCode.set(`${d.level} ${d.code}`, (byCode.get(`${d.level} ${d.code}`) ?? 0) + 1);
    return [...byCode].sort(([a], [b]) => (a < b ? -1 : 1)).map(([code, count]) => `  ${code} ×${count}`);
  };
  const silent = result.pages
    .flatMap((page) => page.findings.filter((finding) => finding.reported === null).map((finding) => ({ page: page.source, finding })))
    .map(({ page, finding }) => {
      const where = finding.source == null ? `${page}:?` : `${finding.source.file}:${finding.source.line ?? '?'}`;
      return `  ${where} ${finding.kind}${finding.inCode === true ? ' (in code)' : ''}: ${finding.shows.slice(0, 80)}`;
    })
    .sort();
  return [
    `as it is: exit ${result.asIs.status}`,
    ...counts(result.asIs.diagnostics),
    `with the workarounds of findSilentMarkup.mjs: exit ${result.analysis.status}`,
    ...counts(result.analysis.diagnostics),
    `pages checked: ${result.pages.length}`,
    `markup on a page that the build did not report: ${silent.length}`,
    ...silent,
    '',
  ].join('\n');
}

describe('the real corpora', () => {
  for (const name of corpora) {
    it(`${name}: what the build reports and what reaches its pages unreported are as pinned`, { timeout: 300_000 }, async () => {
      const tmp = await tempDir(`sitegen-corpus-${name}-`);
      const run = spawnSync(process.execPath, [script, '--build', name], {
        encoding: 'utf8',
        env: { ...process.env, TMPDIR: tmp, NO_COLOR: '1', CI: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(run.status, run.stderr).toBe(0);
      const [result] = JSON.parse(readFileSync(path.join(tmp, 'corpora-out', 'findings.json'), 'utf8')) as CorpusResult[];
      if (result === undefined) throw new Error(`no result for ${name}`);
      await expect(summaryOf(result)).toMatchFileSnapshot(path.join(corporaDir, 'expected', `${name}.txt`));
    });
  }
});

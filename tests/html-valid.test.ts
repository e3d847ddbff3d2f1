/**
 * The built gSwap site is valid HTML (issue 18): every page the build writes passes
 * html-validate's `standard` preset, read from the output folder as a server would send it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { build } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { gswapConfigFile, tempDir } from './helpers/fixtures.js';

const config: ConfigData = {
  extends: ['html-validate:standard'],
  rules: {
    // a raw '>' in text (prose, Shiki's `=>`) is valid HTML5; the rule is a stylistic preference
    'no-raw-characters': 'off',
  },
};

describe('the built gSwap site', () => {
  it('validates with html-validate (standard preset), every page', async () => {
    const outDir = path.join(await tempDir(), 'build');
    const site = await build({ configFile: gswapConfigFile, outDir, logger: createMemoryLogger() });
    const pages = site.written.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBe(site.routeCount);
    const validator = new HtmlValidate(config);
    const failures: string[] = [];
    for (const page of pages) {
      const report = await validator.validateString(await readFile(path.join(outDir, page), 'utf8'), page);
      for (const result of report.results) {
        for (const m of result.messages) failures.push(`${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

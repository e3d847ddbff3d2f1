import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageReadmeFile } from './loadApiSource.js';

function packageWith(...files: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-readme-'));
  for (const file of files) {
    if (file.endsWith('/')) mkdirSync(path.join(dir, file));
    else writeFileSync(path.join(dir, file), '# x\n');
  }
  return dir;
}

describe('packageReadmeFile', () => {
  it('finds a README in any case, as npm does (ky and many others ship readme.md)', () => {
    const dir = packageWith('package.json', 'readme.md');
    expect(packageReadmeFile(dir)).toBe(path.join(dir, 'readme.md'));
  });

  it('takes a Markdown one before one without an extension, and no folder', () => {
    const dir = packageWith('README', 'Readme.markdown', 'README.md', 'readme.txt');
    expect(packageReadmeFile(dir)).toBe(path.join(dir, 'README.md'));
    expect(packageReadmeFile(packageWith('readme/', 'README'))).toMatch(/README$/);
  });

  it('finds none in a package without one, or in a folder that does not exist', () => {
    expect(packageReadmeFile(packageWith('package.json', 'readme.txt'))).toBeUndefined();
    expect(packageReadmeFile(path.join(os.tmpdir(), 'sitegen-no-such-package'))).toBeUndefined();
  });
});

/**
 * Writes a site of `count` small pages in one folder (issue 35, item 4: 100,000 files in one
 * folder ran out of memory): the `basic` fixture's config and pages, and `content/docs/<folder>/`
 * holding page-0.md ... page-<count-1>.md, each a heading, a paragraph and a link to the next.
 * Run alone: `node bench/flatSite.mjs <count> <siteDir> [folder]` (folder `many`; `.` puts
 * the pages at the top of content/docs).
 */
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixture = fileURLToPath(new URL('../tests/fixtures/basic', import.meta.url));

function page(index, count) {
  return `---
title: Page ${index}
---

Page ${index} of ${count}: a pool, a swap and a quote. See [the next page](./page-${(index + 1) % count}.md).

## Usage

Call \`client.swap()\` with the pool's fee tier.
`;
}

/** Writes the site; the pages are written a thousand at a time. */
export async function flatSite(count, siteDir, folder = 'many') {
  await rm(siteDir, { recursive: true, force: true });
  await cp(fixture, siteDir, { recursive: true, filter: (source) => !source.includes('node_modules') });
  const dir = path.join(siteDir, 'content', 'docs', folder);
  await mkdir(dir, { recursive: true });
  for (let start = 0; start < count; start += 1000) {
    const batch = [];
    for (let index = start; index < Math.min(count, start + 1000); index++) {
      batch.push(writeFile(path.join(dir, `page-${index}.md`), page(index, count)));
    }
    await Promise.all(batch);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count, siteDir, folder] = process.argv.slice(2);
  await flatSite(Number(count), path.resolve(siteDir), folder);
}

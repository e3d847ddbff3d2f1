/**
 * Writes a deterministic synthetic docs site for the benchmarks: `pages` guides of ~600
 * words each (h2/h3 headings, a TypeScript block, a table, a list, admonitions, links to
 * other pages), in nested categories of 10 pages, 10 categories per section.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const WORDS = (
  'pool swap quote token liquidity position fee tier tick price range amount slippage ' +
  'impact signer wallet balance transaction pending event socket bundle route reserve ' +
  'curve spread order input output minimum maximum exact concentrated provider market'
).split(' ');

/** A small seeded generator, so every run writes the same site. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(random, length) {
  const words = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]);
  const text = words.join(' ');
  return `${text[0].toUpperCase() + text.slice(1)}.`;
}

function paragraph(random, sentences) {
  return Array.from({ length: sentences }, () => sentence(random, 8 + Math.floor(random() * 8))).join(' ');
}

function pagePath(index) {
  const section = Math.floor(index / 100);
  const category = Math.floor((index % 100) / 10);
  return { dir: `section-${section}/group-${category}`, name: `page-${index}` };
}

/** The peer benchmark's pages are ~1 KB longer (~4.7 KB): a section of notes, another admonition and more links. */
function notesSection(index, total, random) {
  const links = [11, 13, 17].map((step) => {
    const target = pagePath((index * step + 1) % total);
    return `[page ${(index * step + 1) % total}](${path.posix.relative(pagePath(index).dir, `${target.dir}/${target.name}.md`)})`;
  });
  return `
## Notes

${paragraph(random, 4)}

:::note
${paragraph(random, 2)}
:::

1. ${sentence(random, 7)} See ${links[0]}.
2. ${sentence(random, 7)} See ${links[1]}.
3. ${sentence(random, 7)} See ${links[2]}.

${paragraph(random, 3)}
`;
}

function pageMarkdown(index, total, random, notes) {
  const { dir } = pagePath(index);
  const target = pagePath((index * 7 + 3) % total);
  const relative = path.posix.relative(dir, `${target.dir}/${target.name}.md`);
  const other = pagePath((index + 1) % total);
  const otherRelative = path.posix.relative(dir, `${other.dir}/${other.name}.md`);
  return `---
title: Page ${index}
sidebar_position: ${index % 10}
description: Synthetic benchmark page ${index}.
---

${paragraph(random, 5)}

## Overview of ${WORDS[index % WORDS.length]}

${paragraph(random, 6)} See [page ${(index * 7 + 3) % total}](${relative}) and [the next page](${otherRelative}#usage).

:::tip
${paragraph(random, 2)}
:::

### Details

${paragraph(random, 5)}

- ${sentence(random, 6)}
- ${sentence(random, 6)}
- ${sentence(random, 6)}

## Usage

\`\`\`ts title="example-${index}.ts"
import { readFile } from 'node:fs/promises';

export async function load${index}(path: string): Promise<number> {
  const text = await readFile(path, 'utf8');
  const values = text.split('\\n').map((line) => Number(line.trim()));
  return values.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), ${index});
}
\`\`\`

${paragraph(random, 5)}

### Parameters

| Name | Type | Description |
| --- | --- | --- |
| amount | \`number\` | ${sentence(random, 6)} |
| fee | \`number\` | ${sentence(random, 6)} |
| recipient | \`string\` | ${sentence(random, 6)} |

:::warning
${paragraph(random, 2)}
:::

## Summary

${paragraph(random, 6)}
${notes ? notesSection(index, total, random) : ''}`;
}

/**
 * Writes the site into `dir` (removed first) and returns the config file path. `notes` adds
 * the notes section to every page (the peer benchmark's corpus).
 */
export async function generateSite({ dir, pages, notes = false }) {
  await rm(dir, { recursive: true, force: true });
  const random = createRandom(pages);
  const categories = new Set();
  for (let index = 0; index < pages; index += 1) {
    const { dir: pageDir, name } = pagePath(index);
    categories.add(pageDir);
    categories.add(pageDir.split('/')[0]);
    const folder = path.join(dir, 'content/docs', pageDir);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${name}.md`), pageMarkdown(index, pages, random, notes));
  }
  for (const category of categories) {
    const label = category.split('/').pop().replace('-', ' ');
    const position = Number(category.split('-').pop());
    await writeFile(
      path.join(dir, 'content/docs', category, '_category_.json'),
      JSON.stringify({ label: `${label} (${category})`, position }),
    );
  }
  await mkdir(path.join(dir, 'content/pages'), { recursive: true });
  await writeFile(path.join(dir, 'content/pages/about.md'), `# About\n\n${paragraph(random, 4)}\n`);
  const configFile = path.join(dir, 'sitegen.config.ts');
  await writeFile(
    configFile,
    `export default {
  title: 'Synthetic ${pages}',
  baseUrl: '/synthetic/',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }] },
};
`,
  );
  return configFile;
}

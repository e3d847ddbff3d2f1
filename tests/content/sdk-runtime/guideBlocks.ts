/**
 * Runs the code blocks of the guides themselves: a block, found by its file name (`title="…"`)
 * in a Markdown file of content/docs, is written to tests/.tmp/guide-blocks/ and imported, so
 * its `@gala-chain/gswap-sdk` import reaches the SDK's shipped code (with the stand-ins of
 * vitest.config.ts). A block's top-level code runs on import; its exports are returned.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractCodeBlocks } from '../extractCodeBlocks.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = join(root, 'tests/.tmp/guide-blocks');
let loads = 0;

export function guideBlock(doc: string, title: string): string {
  const markdown = readFileSync(join(root, 'content/docs', doc), 'utf8');
  const matches = extractCodeBlocks(markdown).filter((block) => block.meta.includes(`title="${title}"`));
  if (matches.length !== 1) throw new Error(`${doc}: expected one block titled ${title}, found ${matches.length}`);
  return matches[0]!.code;
}

/** imports a fresh copy of the block (each call runs its top-level code again) */
export async function runGuideBlock<T = Record<string, unknown>>(doc: string, title: string): Promise<T> {
  mkdirSync(outDir, { recursive: true });
  loads += 1;
  const file = join(outDir, `${doc.replace(/[/.]/g, '_')}__${title.replace(/\.ts$/, '')}__${process.pid}_${loads}.ts`);
  writeFileSync(file, guideBlock(doc, title));
  return (await import(/* @vite-ignore */ file)) as T;
}

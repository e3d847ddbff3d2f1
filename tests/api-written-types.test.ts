/**
 * The page says what the `.d.ts` says (issue 39, item 4), one export per construct
 * (tests/fixtures/api-written-types): where TypeScript computes another type than the one
 * written (`Promise<this>` becomes `Promise<Builder>`), the reference shows the written one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateReflections } from '../packages/sitegen/src/api/generateReflections.js';
import type { ApiReference } from '../packages/sitegen/src/api/types.js';
import type { ResolvedConfig } from '../packages/sitegen/src/config/types.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { apiPageAt, loadApiReference, loadSiteConfig, markdownRenderers } from './apiHelpers.js';
import { fixtureConfig, tempDir } from './helpers/fixtures.js';

let config: ResolvedConfig;
let reference: ApiReference;

beforeAll(async () => {
  config = await loadSiteConfig(fixtureConfig('api-written-types'));
  reference = await loadApiReference(config, createMemoryLogger(), await markdownRenderers(config));
});

/** The TypeScript blocks of a page's Markdown twin, as one text. */
function code(routePath: string): string {
  const { markdown } = apiPageAt(reference, routePath);
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]).join('');
}

describe('types as the declaration file writes them', () => {
  it('TypeDoc regenerates exactly the committed JSON (the fixture and its JSON are in step)', async () => {
    const generated = await generateReflections({
      config: { ...config, contentDir: await tempDir('sitegen-written-') },
      logger: createMemoryLogger(),
    });
    const committed = JSON.parse(readFileSync(path.join(config.contentDir, 'api', 'reflections.json'), 'utf8')) as unknown;
    expect(generated.project).toEqual(committed);
  }, 120_000);

  it('polymorphic this, alone and inside another type', () => {
    const builder = code('classes/Builder');
    expect(builder).toContain('set(key: string): this');
    expect(builder).toContain('later(): Promise<this>');
    expect(builder).toContain('all(): this[] | undefined');
  });

  it('a mapped type with its key source', () => {
    expect(code('type-aliases/Flags')).toContain('type Flags<T> = { [K in keyof T]: boolean }');
    expect(code('type-aliases/ShapeFlags')).toContain('type ShapeFlags = { readonly [K in keyof Shape]?: Shape[K] }');
  });

  it("a tuple's rest element", () => {
    expect(code('type-aliases/NonEmpty')).toContain('type NonEmpty<A> = readonly [A, ...A[]]');
    expect(code('type-aliases/Args')).toContain('type Args<A, B> = [first: A, ...rest: B[]]');
  });

  it('const and let', () => {
    expect(code('variables/VERSION')).toContain('const VERSION: string');
    expect(code('variables/counter')).toContain('let counter: number');
  });

  it('optional and rest parameters', () => {
    expect(code('functions/pick')).toContain('function pick(value: string, fallback?: number, ...rest: string[]): string');
  });
});

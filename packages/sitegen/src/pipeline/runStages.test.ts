import { describe, expect, it } from 'vitest';
import { BuildCache } from '../cache/BuildCache.js';
import { createMemoryLogger } from '../logger/memoryLogger.js';
import type { DocsVersion } from '../versions/types.js';
import { runStages } from './runStages.js';
import { stagesOf } from './stage.js';

interface State {
  versions: DocsVersion[];
  words: string[];
  slow: number;
  counted: number;
  perVersion: (string | undefined)[];
  joined: string;
}

const version = (name: string, isCurrent: boolean): DocsVersion => ({ name, isCurrent }) as DocsVersion;
const { stage, eachVersion } = stagesOf<State>();

describe('running the stages', () => {
  it('runs each stage on the outputs of those before it, in order, logging the ones that are not quiet', async () => {
    const logger = createMemoryLogger();
    const order: string[] = [];
    const state = await runStages(
      [
        stage({
          name: 'count',
          inputs: ['words'],
          output: 'counted',
          cache: { kind: 'none' },
          count: (n) => n,
          run: ({ words }) => {
            order.push('count');
            return words.length;
          },
        }),
        stage({
          name: 'join',
          inputs: ['words', 'counted'],
          output: 'joined',
          cache: { kind: 'none' },
          quiet: true,
          run: ({ words, counted }) => {
            order.push('join');
            return `${counted}:${words.join(' ')}`;
          },
        }),
      ],
      { versions: [], words: ['a', 'b'] },
      { logger, cache: new BuildCache() },
    );
    expect(state.joined).toBe('2:a b');
    expect(order).toEqual(['count', 'join']);
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'stage', name: 'count', count: 2 })]);
  });

  it('lets the stages after a background stage run before it ends, and waits for it where its output is read', async () => {
    const order: string[] = [];
    let finish: (value: number) => void = () => undefined;
    const running = runStages(
      [
        stage({
          name: 'slow',
          inputs: [],
          output: 'slow',
          cache: { kind: 'none' },
          background: true,
          run: () => new Promise<number>((resolve) => (finish = resolve)),
        }),
        stage({
          name: 'quick',
          inputs: ['words'],
          output: 'counted',
          cache: { kind: 'none' },
          run: ({ words }) => {
            order.push('quick');
            finish(7);
            return words.length;
          },
        }),
        stage({ name: 'after', inputs: ['slow'], output: 'joined', cache: { kind: 'none' }, run: ({ slow }) => String(slow) }),
      ],
      { versions: [], words: ['a'] },
      { logger: createMemoryLogger(), cache: new BuildCache() },
    );
    expect((await running).joined).toBe('7');
    expect(order).toEqual(['quick']);
  });

  it('keeps a result while its key is the same: the stage is neither run nor logged again', async () => {
    const cache = new BuildCache();
    let runs = 0;
    const stages = [
      stage({
        name: 'count',
        inputs: ['words'],
        output: 'counted',
        cache: { kind: 'memo', keyedBy: 'the words', key: ({ words }) => words.join() },
        run: ({ words }) => {
          runs += 1;
          return words.length;
        },
      }),
    ];
    const build = async (words: string[]) => {
      const logger = createMemoryLogger();
      const state = await runStages(stages, { versions: [], words }, { logger, cache });
      return { counted: state.counted, logged: logger.entries.length };
    };
    expect(await build(['a'])).toEqual({ counted: 1, logged: 1 });
    expect(await build(['a'])).toEqual({ counted: 1, logged: 0 });
    expect(await build(['a', 'b'])).toEqual({ counted: 2, logged: 1 });
    expect(runs).toBe(2);
  });

  it("runs a version stage for each version, kept under the version's name, and makes nothing where the key is undefined", async () => {
    const cache = new BuildCache();
    const versions = [version('current', true), version('1.0', false), version('0.9', false)];
    const stages = [
      eachVersion({
        name: 'label',
        inputs: ['words'],
        output: 'perVersion',
        cache: { kind: 'memo', keyedBy: 'nothing', key: (_input, v) => (v.name === '0.9' ? undefined : '') },
        run: ({ words }, _context, v, index) => `${v.name}/${index}/${words.length}`,
      }),
    ];
    const state = await runStages(stages, { versions, words: ['a'] }, { logger: createMemoryLogger(), cache });
    expect(state.perVersion).toEqual(['current/0/1', '1.0/1/1', undefined]);
    // the current docs' entry has the stage's own name, a released version's has its name after it
    expect(await cache.memo('label', '', () => 'recomputed')).toBe('current/0/1');
    expect(await cache.memo('label:1.0', '', () => 'recomputed')).toBe('1.0/1/1');
  });

  it('takes the other output when a stage does not apply, without running or logging it', async () => {
    const logger = createMemoryLogger();
    const state = await runStages(
      [
        stage({
          name: 'join',
          inputs: ['words'],
          output: 'joined',
          cache: { kind: 'none' },
          when: ({ words }) => words.length > 1,
          otherwise: ({ words }) => words[0] ?? '',
          run: () => {
            throw new Error('not to be run');
          },
        }),
      ],
      { versions: [], words: ['only'] },
      { logger, cache: new BuildCache() },
    );
    expect(state.joined).toBe('only');
    expect(logger.entries).toEqual([]);
  });

  it('names an input no stage before it makes', async () => {
    const stages = [
      stage({ name: 'join', inputs: ['counted'], output: 'joined', cache: { kind: 'none' }, run: ({ counted }) => String(counted) }),
    ];
    await expect(runStages(stages, { versions: [] }, { logger: createMemoryLogger(), cache: new BuildCache() })).rejects.toThrow(
      "a stage reads 'counted', which no stage before it makes",
    );
  });
});

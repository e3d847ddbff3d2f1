import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SitegenError } from '../errors/SitegenError.js';
import { availableParallelism } from 'node:os';
import { idleCores, inOrder, runInWorkers, workerCount, workersFor } from './runInWorkers.js';

describe('workersFor', () => {
  const stage = { items: 5000, minItems: 1000 };

  it('stays on the main thread below the crossover and on one core', () => {
    expect(workersFor({ ...stage, items: 999, cores: 8, idle: 8 })).toBe(0);
    expect(workersFor({ ...stage, cores: 1, idle: 1 })).toBe(0);
  });

  it('uses the idle cores, at least two and at most eight', () => {
    expect(workersFor({ ...stage, cores: 2, idle: 1.8 })).toBe(2);
    // one core of two busy: two still win
    expect(workersFor({ ...stage, cores: 2, idle: 1 })).toBe(2);
    expect(workersFor({ ...stage, cores: 8, idle: 3 })).toBe(3);
    expect(workersFor({ ...stage, cores: 32, idle: 32 })).toBe(8);
  });

  it('stays on the main thread when no core is left idle', () => {
    expect(workersFor({ ...stage, cores: 2, idle: 0.8 })).toBe(0);
    expect(workersFor({ ...stage, cores: 4, idle: 0 })).toBe(0);
  });

  it('counts no more idle cores than the process may use', () => {
    // os.cpus() can list the host's cores in a container limited to fewer
    expect(workersFor({ ...stage, cores: 2, idle: 15.5 })).toBe(2);
  });
});

describe('workerCount', () => {
  // any file that exists stands for the compiled worker
  const workerFile = new URL(import.meta.url);

  it('starts no worker that would get no batch of its own, whatever is asked for', async () => {
    expect(await workerCount(30, 1000, workerFile, 15, 50)).toBe(1);
    expect(await workerCount(120, 1000, workerFile, 15, 50)).toBe(Math.min(3, availableParallelism()));
    expect(await workerCount(30, 1000, workerFile, 0, 50)).toBe(0);
  });

  it('starts no more workers than there are cores', async () => {
    expect(await workerCount(100_000, 1000, workerFile, 64, 50)).toBe(availableParallelism());
  });
});

describe('idleCores', () => {
  it('sees a core kept busy as busy', async () => {
    const spin = new Worker('const end = Date.now() + 600; while (Date.now() < end);', { eval: true });
    await new Promise((resolve) => spin.once('online', resolve));
    const idle = await idleCores(200);
    await spin.terminate();
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(cpus().length - 0.5);
  });
});

describe('inOrder', () => {
  it('hands batches over in item order, one at a time, whatever order they come back in', async () => {
    const consumed: string[] = [];
    let busy = false;
    const handOver = inOrder<string>(async (start, answers) => {
      expect(busy).toBe(false);
      busy = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      consumed.push(`${start}:${answers.join('')}`);
      busy = false;
    });
    const settled: number[] = [];
    const third = handOver(4, ['e']).then(() => settled.push(4));
    const second = handOver(2, ['c', 'd']).then(() => settled.push(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // nothing before the first batch has come back
    expect(consumed).toEqual([]);
    await Promise.all([handOver(0, ['a', 'b']).then(() => settled.push(0)), second, third]);
    expect(consumed).toEqual(['0:ab', '2:cd', '4:e']);
    expect(settled).toEqual([0, 2, 4]);
  });

  it('fails the batch whose consumer failed, and goes on with the next', async () => {
    const handOver = inOrder<number>((start) => {
      if (start === 0) throw new Error('disk full');
    });
    await expect(handOver(0, [1])).rejects.toThrow('disk full');
    await expect(handOver(1, [2])).resolves.toBeUndefined();
  });
});

describe('runInWorkers', () => {
  it("says that the site's code called process.exit() when a worker ends before it answers, not an internal error", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitegen-exit-worker-'));
    const file = path.join(dir, 'exits.mjs');
    await writeFile(file, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n");
    const failure = await runInWorkers({
      workerFile: pathToFileURL(file),
      items: [1, 2],
      jobOf: (item) => item,
      workers: 1,
      batch: 1,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SitegenError);
    expect(failure).toMatchObject({ code: 'build/exited' });
    expect((failure as SitegenError).message).toContain('a worker thread ended (exit code 3) before it answered');
  });
});

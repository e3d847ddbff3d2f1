import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { idleCores, workersFor } from './runInWorkers.js';

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

import { describe, expect, it } from 'vitest';
import { workersFor } from './runInWorkers.js';

describe('workersFor', () => {
  const stage = { items: 5000, minItems: 1000 };

  it('stays on the main thread below the crossover and on one core', () => {
    expect(workersFor({ ...stage, items: 999, cores: 8, load: 0 })).toBe(0);
    expect(workersFor({ ...stage, cores: 1, load: 0 })).toBe(0);
  });

  it('uses the idle cores, at least two and at most eight', () => {
    expect(workersFor({ ...stage, cores: 2, load: 0.2 })).toBe(2);
    // one core of two busy, e.g. with this process's own previous stage: two still win
    expect(workersFor({ ...stage, cores: 2, load: 1 })).toBe(2);
    expect(workersFor({ ...stage, cores: 8, load: 5 })).toBe(3);
    expect(workersFor({ ...stage, cores: 32, load: 0 })).toBe(8);
  });

  it('stays on the main thread when no core is left idle', () => {
    expect(workersFor({ ...stage, cores: 2, load: 1.2 })).toBe(0);
    expect(workersFor({ ...stage, cores: 4, load: 12 })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { workersFromEnv } from './workersFromEnv.js';

describe('workersFromEnv', () => {
  it('reads SITEGEN_WORKERS as a count, unset as undefined, anything else as a mistake', () => {
    expect(workersFromEnv({})).toBeUndefined();
    expect(workersFromEnv({ SITEGEN_WORKERS: '' })).toBeUndefined();
    expect(workersFromEnv({ SITEGEN_WORKERS: '0' })).toBe(0);
    expect(workersFromEnv({ SITEGEN_WORKERS: '2' })).toBe(2);
    expect(() => workersFromEnv({ SITEGEN_WORKERS: 'two' })).toThrow('SITEGEN_WORKERS is "two", not a whole number');
  });
});

import { describe, expect, it } from 'vitest';
import { mapConcurrent } from './mapConcurrent.js';

describe('mapConcurrent', () => {
  it('keeps the item order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrent([5, 1, 4, 2, 3, 0], 2, async (value, index) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running--;
      return `${index}:${value}`;
    });
    expect(results).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0']);
    expect(most).toBe(2);
  });

  it('rejects with the first failure', async () => {
    await expect(mapConcurrent([1, 2], 4, async (value) => (value === 2 ? Promise.reject(new Error('two')) : value))).rejects.toThrow(
      'two',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { collapseDuration } from './collapse.js';
import { errorChain } from './CrashView.js';

describe('collapseDuration', () => {
  it('grows with the content height, within a second', () => {
    const durations = [0, 100, 400, 2000, 100_000].map((height) => collapseDuration(height, false));
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    expect(durations[0]).toBe(40);
    expect(durations[1]).toBeGreaterThan(150);
    expect(durations[4]).toBe(1000);
  });

  it('is 1 ms under reduced motion', () => {
    expect(collapseDuration(400, true)).toBe(1);
  });
});

describe('errorChain', () => {
  it('lists the messages of an error and its causes', () => {
    const error = new Error('The widget failed.', { cause: new Error('Bad settings.', { cause: 'not JSON' }) });
    expect(errorChain(error)).toEqual(['The widget failed.', 'Bad settings.', 'not JSON']);
  });
});

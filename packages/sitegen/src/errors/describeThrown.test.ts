import { describe, expect, it } from 'vitest';
import { describeThrown } from './describeThrown.js';

describe('describeThrown', () => {
  it('says what was thrown, where String() would say [object Object]', () => {
    expect(describeThrown(new TypeError('bad'))).toBe('bad');
    expect(describeThrown(new Error(''))).toBe('Error (with no message)');
    expect(describeThrown('oops')).toBe('oops');
    expect(describeThrown('')).toBe('an empty string');
    expect(describeThrown({})).toBe('an object that is not an Error: {}');
    expect(describeThrown({ code: 42, reason: 'no' })).toBe('an object that is not an Error: {"code":42,"reason":"no"}');
    expect(describeThrown({ message: 'from another realm' })).toBe('from another realm');
    expect(describeThrown([1, 2])).toBe('an array that is not an Error: [1,2]');
    expect(describeThrown(new (class Failure {})())).toBe('a Failure that is not an Error: {}');
    expect(describeThrown(42)).toBe('the number 42');
    expect(describeThrown(undefined)).toBe('undefined (no error object: `throw undefined` or a promise rejected with nothing)');
    expect(describeThrown(null)).toMatch(/^null \(no error object/);
    expect(describeThrown(function check() {})).toBe('a function (check)');
  });

  it('shortens a large value and survives one that cannot be written as JSON', () => {
    expect(describeThrown({ text: 'x'.repeat(500) })).toHaveLength('an object that is not an Error: '.length + 200);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(describeThrown(cycle)).toBe('an object that is not an Error');
    expect(describeThrown({ big: 1n })).toBe('an object that is not an Error');
  });
});

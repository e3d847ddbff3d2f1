import { describe, expect, it } from 'vitest';
import { BUILD_STAGES } from './stages.js';

describe('the stages of a build', () => {
  it('read only what the config, the options or a stage before them gives, and each output is made once', () => {
    const made = new Set<string>(['config', 'options']);
    for (const stage of BUILD_STAGES) {
      for (const input of stage.inputs) expect(made, `${stage.name} reads ${String(input)}`).toContain(input);
      expect(made, `${String(stage.output)} is made twice`).not.toContain(stage.output);
      made.add(String(stage.output));
    }
  });

  it('have names of their own, and state what a kept result is keyed by', () => {
    const names = BUILD_STAGES.map((stage) => stage.name);
    expect(new Set(names).size).toBe(names.length);
    for (const stage of BUILD_STAGES) if (stage.cache.kind !== 'none') expect(stage.cache.keyedBy, stage.name).not.toBe('');
  });
});

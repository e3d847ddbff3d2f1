import { describe, expect, it } from 'vitest';
import { collectExamples, fencedBlocks } from './collectExamples.js';

describe('fencedBlocks', () => {
  it('finds blocks with their language, meta and first code line, in lists and quotes too', () => {
    const markdown = [
      'Text',
      '```ts title="a.ts"',
      'const a = 1;',
      '```',
      '',
      '1. Item',
      '',
      '   ```tsx',
      '   const b = <div />;',
      '     indented();',
      '   ```',
      '',
      '> ```js',
      '> quoted();',
      '> ```',
      '',
      '````md',
      '```ts',
      'inside();',
      '```',
      '````',
    ].join('\n');
    expect(fencedBlocks(markdown)).toEqual([
      { lang: 'ts', meta: 'title="a.ts"', code: 'const a = 1;', line: 3 },
      { lang: 'tsx', meta: '', code: 'const b = <div />;\n  indented();', line: 9 },
      { lang: 'js', meta: '', code: 'quoted();', line: 14 },
      { lang: 'md', meta: '', code: '```ts\ninside();\n```', line: 18 },
    ]);
  });

  it('keeps a line that starts with > inside a block that is not quoted', () => {
    expect(fencedBlocks(['```ts', 'type A = Array<', '>;', '```'].join('\n'))[0]?.code).toBe('type A = Array<\n>;');
  });
});

describe('collectExamples', () => {
  it('takes TypeScript, and JavaScript that asks with @ts-check; leaves nocheck blocks out; counts the front matter', () => {
    const body = [
      '```ts',
      'a();',
      '```',
      '```ts nocheck',
      'b();',
      '```',
      '```js',
      'c();',
      '```',
      '```js',
      '// @ts-check',
      'd();',
      '```',
    ].join('\n');
    const examples = collectExamples({ file: '/site/a.md', body, bodyLineOffset: 3 });
    expect(examples).toEqual([
      { file: '/site/a.md', kind: 'ts', code: 'a();', line: 5 },
      { file: '/site/a.md', kind: 'ts', code: '// @ts-check\nd();', line: 14 },
    ]);
  });
});

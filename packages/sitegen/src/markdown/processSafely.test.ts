import type { Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { DEEP_MARKDOWN } from '../test/deepMarkdown.js';
import { type FileProcessor, processSafely } from './processSafely.js';
import { toDiagnostics } from './reportWarning.js';

/** a processor whose one plugin throws what `fail` returns for the file named `bad.md` */
function processorFailingWith(fail: (file: VFile) => unknown): FileProcessor {
  return unified()
    .use(remarkParse)
    .use(() => (_tree: Root, file: VFile) => {
      if (file.basename === 'bad.md') throw fail(file);
    })
    .use(remarkRehype)
    .use(rehypeStringify);
}

const notToBeCalled: FileProcessor = {
  process: () => Promise.reject(new Error('the processor was called')),
};

describe('processSafely', () => {
  it('turns an exception thrown by a plugin into a markdown/failed error naming the file', async () => {
    const processor = processorFailingWith(() => new TypeError("Cannot read properties of undefined (reading 'children')"));
    const bad = new VFile({ value: '# Title', path: '/site/docs/bad.md' });
    const good = new VFile({ value: '# Title', path: '/site/docs/good.md' });

    expect(await processSafely(processor, bad)).toBeUndefined();
    expect(await processSafely(processor, good)).toBe('<h1>Title</h1>');
    const [diagnostic, ...others] = toDiagnostics(bad, '/site/docs/bad.md', 3);
    expect(others).toEqual([]);
    expect(diagnostic).toMatchObject({ severity: 'error', code: 'markdown/failed', location: { file: '/site/docs/bad.md' } });
    expect(diagnostic?.message).toMatch(
      /^Markdown processing failed: TypeError: Cannot read properties of undefined \(reading 'children'\) \(at .*processSafely\.test\.ts:\d+:\d+\)$/,
    );
    expect(diagnostic?.hint).toMatch(/bug in sitegen or in a Markdown plugin/);
    expect(toDiagnostics(good, '/site/docs/good.md', 3)).toEqual([]);
  });

  it('names what was thrown when it is not an Error', async () => {
    const file = new VFile({ value: 'x', path: '/site/bad.md' });
    await processSafely(
      processorFailingWith(() => 'a string'),
      file,
    );
    expect(file.messages[0]?.reason).toBe('Markdown processing failed: a string');
  });

  it('reports a stack overflow as markdown/too-deep, without a place', async () => {
    const file = new VFile({ value: 'x', path: '/site/bad.md' });
    await processSafely(
      processorFailingWith(() => new RangeError('Maximum call stack size exceeded')),
      file,
    );
    expect(toDiagnostics(file, '/site/bad.md', 0)).toEqual([
      {
        severity: 'error',
        code: 'markdown/too-deep',
        message: 'Markdown nested too deep to process: the stack overflowed (at most 100 levels are allowed)',
        location: { file: '/site/bad.md' },
        hint: expect.stringMatching(/^Flatten the nesting/),
      },
    ]);
  });

  it('keeps a fatal message a plugin failed with, at its place and with its code', async () => {
    const file = new VFile({ value: 'x', path: '/site/bad.md' });
    const processor = processorFailingWith((failing) => {
      try {
        failing.fail('No title', { place: { line: 1, column: 1 }, ruleId: 'plugin/no-title', source: 'plugin' });
      } catch (message) {
        return message;
      }
    });
    await processSafely(processor, file);
    expect(toDiagnostics(file, '/site/bad.md', 2)).toEqual([
      {
        severity: 'error',
        code: 'markdown/plugin',
        message: 'No title (plugin:plugin/no-title)',
        location: { file: '/site/bad.md', line: 3, column: 1 },
      },
    ]);
  });

  it.each(['quotes', 'dashes', 'list1000', 'list2000', 'stars', 'emphasis', 'brackets'] as const)(
    'refuses %s before it is parsed, at the line where it passes the limit',
    async (name) => {
      const file = new VFile({ value: DEEP_MARKDOWN[name], path: '/site/deep.md' });
      expect(await processSafely(notToBeCalled, file)).toBeUndefined();
      expect(file.messages.map((message) => [message.ruleId, message.fatal, message.line])).toEqual([
        ['markdown/too-deep', true, name.startsWith('list') ? 101 : 1],
      ]);
    },
  );
});

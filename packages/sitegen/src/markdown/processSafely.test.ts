import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { DEEP_MARKDOWN } from '../test/deepMarkdown.js';
import { type FileProcessor, processSafely } from './processSafely.js';

const notToBeCalled: FileProcessor = {
  process: () => Promise.reject(new Error('the processor was called')),
};

describe('processSafely', () => {
  it.each(['quotes', 'dashes', 'list1000', 'list2000', 'stars', 'emphasis', 'brackets'] as const)(
    'refuses %s before it is parsed, at the line where it passes the limit',
    async (name) => {
      const file = new VFile({ value: DEEP_MARKDOWN[name], path: '/site/deep.md' });
      expect(await processSafely(notToBeCalled, file)).toBeUndefined();
      expect(file.messages.map((message) => [message.ruleId, message.fatal, message.line])).toEqual([['markdown/too-deep', true, name.startsWith('list') ? 101 : 1]]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { mdxForReaders } from './mdxForReaders.js';

describe('mdxForReaders', () => {
  it('leaves out imports, exports and comment lines, not code or JSX', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  A,',
      '  B,',
      "} from './parts';",
      "export const release = '4.2';",
      '',
      '# Title',
      '',
      '{/* for authors */}',
      '',
      '<Tabs>x</Tabs>',
      '',
      '```js',
      "import kept from 'kept';",
      '```',
    ].join('\n');
    expect(mdxForReaders(source)).toBe("# Title\n\n<Tabs>x</Tabs>\n\n```js\nimport kept from 'kept';\n```");
  });

  it('ends an export without a semicolon at the blank line after it, as MDX does, keeping the page', () => {
    const source = ['export const meta = {', "  title: 'Swaps'", '}', '', '# Swaps', '', 'Quote first.'].join('\n');
    expect(mdxForReaders(source)).toBe('# Swaps\n\nQuote first.');
  });
});

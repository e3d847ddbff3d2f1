import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './jsonSyntaxError.js';

const failure = (text: string): unknown => {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  throw new Error('the text parsed');
};

describe('jsonSyntaxError', () => {
  it('turns the offset JSON.parse gives into the line and column of the text', () => {
    const text = '{\n  "label": "Guides",\n  "position": 2,\n}\n';
    const error = jsonSyntaxError(text, failure(text));
    expect({ line: error.line, column: error.column }).toEqual({ line: 4, column: 1 });
    expect(error.reason).not.toMatch(/position|line \d/);
  });

  it('places a missing comma on the line where the next key starts', () => {
    const text = '{\n  "label": "Guides"\n  "position": 2\n}';
    expect(jsonSyntaxError(text, failure(text))).toMatchObject({ line: 3, column: 3 });
  });

  it('says an empty file is empty', () => {
    expect(jsonSyntaxError('  \n', failure('  \n'))).toEqual({ reason: 'the file is empty', line: 1, column: 1 });
  });
});

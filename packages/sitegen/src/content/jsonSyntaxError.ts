/** Where JSON.parse stopped, as a line and column of the text, and its reason without V8's "at position N". */
export interface JsonSyntaxError {
  reason: string;
  line?: number;
  column?: number;
}

const POSITION = /\s+in JSON at position (\d+)(?:\s*\(line \d+ column \d+\))?/;

/** JSON.parse says where it failed as a character offset (V8: "… in JSON at position 42"): an editor wants line:column. */
export function jsonSyntaxError(text: string, error: unknown): JsonSyntaxError {
  const message = error instanceof Error ? error.message : String(error);
  const match = POSITION.exec(message);
  const reason = message.replace(POSITION, '').replace(/^JSON\.parse: /, '');
  if (match === null) return text.trim() === '' ? { reason: 'the file is empty', line: 1, column: 1 } : { reason };
  const offset = Math.min(Number(match[1]), text.length);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { reason, line, column: offset - before.lastIndexOf('\n') };
}

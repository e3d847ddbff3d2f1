/** Lines of a document (1-based) that hold a character, for constructs that need it on their line. */
export type MarkedLines = ReadonlySet<number>;

/**
 * The lines of `document` that hold `mark` (one character), numbered as micromark numbers
 * them (CRLF, LF or a lone CR ends a line), so that a construct can look its own line up
 * by `this.now().line`.
 */
export function markedLines(document: string, mark: string): Set<number> {
  const lines = new Set<number>();
  const wanted = mark.charCodeAt(0);
  let line = 1;
  for (let index = 0; index < document.length; index++) {
    const code = document.charCodeAt(index);
    if (code === wanted) lines.add(line);
    else if (code === 10 || (code === 13 && document.charCodeAt(index + 1) !== 10)) line += 1;
  }
  return lines;
}

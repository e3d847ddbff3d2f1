const OPENING = /^ {0,3}(`{3,}|~{3,})(.*)/;
// a CRLF file's lines, split at '\n', end with '\r'
const CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*\r?$/;

/**
 * Follows fenced code line by line as CommonMark opens and closes it at the top level, for
 * the rewrites of Markdown text that must leave code as written. The returned function
 * takes each line in turn and says whether it belongs to a fenced block: its opening line
 * (up to three spaces, then three or more backticks or tildes; a backtick fence's info
 * string has no backtick), its code, or its closing line (the same character, at least as
 * many, nothing after but spaces). A fence left open runs to the end.
 */
export function fencedCodeLines(): (line: string) => boolean {
  let fence: string | undefined;
  return (line) => {
    if (fence !== undefined) {
      const closing = CLOSING.exec(line)?.[1];
      if (closing !== undefined && closing[0] === fence[0] && closing.length >= fence.length) fence = undefined;
      return true;
    }
    const [, marker, info = ''] = OPENING.exec(line) ?? [];
    if (marker === undefined || (marker[0] === '`' && info.includes('`'))) return false;
    fence = marker;
    return true;
  };
}

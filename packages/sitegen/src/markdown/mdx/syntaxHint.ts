/**
 * How to fix an MDX parse error, by what it says: the mistakes Markdown habits make in MDX
 * (HTML comments, `{` and `<` in prose, unclosed tags).
 */
export function syntaxHint(reason: string, ruleId: string | undefined): string {
  if (/before name, expected a character that can start a name/.test(reason) && /`!`/.test(reason)) {
    return 'MDX has no HTML comments: write {/* a comment */} instead of <!-- a comment -->.';
  }
  if (ruleId === 'acorn' || /expression/i.test(reason)) {
    return "A { starts a JavaScript expression in MDX: close it, or write \\{ for a literal brace ('{' in inline code is fine).";
  }
  if (/closing tag|end-tag|expected a corresponding/i.test(reason) || ruleId === 'end-tag-mismatch') {
    return 'Close every JSX tag, in the order it was opened; a tag without content closes itself (<br />).';
  }
  if (/before name|unexpected character/i.test(reason)) {
    return 'A < starts a JSX tag in MDX: write &lt; (or \\<) for a literal less-than sign, or put it in inline code.';
  }
  return 'MDX is Markdown with JSX: check the tags, { } expressions and import/export lines around this place (a .md file is not parsed as JSX).';
}

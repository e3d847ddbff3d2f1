/**
 * The text without the byte order mark that Windows editors put at the start of UTF-8
 * files: JSON.parse refuses it, and an error quoting it shows an invisible character.
 */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

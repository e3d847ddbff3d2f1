const encoder = new TextEncoder();

/**
 * Pages are kept as UTF-8 bytes outside the JavaScript heap until they are written. As a
 * string a page takes two bytes a character as soon as one character is outside Latin-1
 * (an arrow in the theme, a dash in the text), and React returns it as a rope of thousands
 * of small strings that keeps more alive until it is flattened (measured in the README's
 * Performance section, item 12).
 */
export function encodePage(html: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(html);
}

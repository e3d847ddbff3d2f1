// markdown-it-emoji ships its data as plain modules without types: shortcode name → emoji
declare module 'markdown-it-emoji/lib/data/full.mjs' {
  const emojis: Readonly<Record<string, string>>;
  export default emojis;
}

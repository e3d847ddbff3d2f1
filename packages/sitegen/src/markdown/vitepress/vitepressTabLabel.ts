/**
 * A code-group tab's label when its block has no `[label]`, as VitePress 1.6 writes it
 * (`extractTitle` of its preWrapper plugin): the block's language, its options cut off,
 * `vue-html` shown as `template`, and `txt` for a block without one or in `ansi`.
 */
export function vitepressTabLabel(lang: string | null | undefined): string {
  const shown = (lang ?? '')
    .trim()
    .replace(/=(\d*)/, '')
    .replace(/:(no-)?line-numbers({| |$|=\d*).*/, '')
    .replace(/(-vue|{| ).*$/, '')
    .replace(/^vue-html$/, 'template')
    .replace(/^ansi$/, '');
  return shown === '' ? 'txt' : shown;
}

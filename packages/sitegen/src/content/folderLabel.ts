/**
 * A folder's name as a sidebar label, when its `_category_.json` gives none: words split at
 * dashes and underscores, the first capitalised, the rest as written (`getting-started` →
 * `Getting started`, `macOS_apps` → `MacOS apps`). Docusaurus shows the raw name; sentence
 * case reads like the headings around it.
 */
export function folderLabel(name: string): string {
  const words = name.split(/[-_\s]+/).filter((word) => word !== '');
  const sentence = words.join(' ');
  return sentence === '' ? name : sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * Pagefind's bundle also holds its ready-made UIs and a playground; we ship our own UI, so
 * only what `pagefind.js` loads at search time is kept: the script, its worker, the entry
 * manifest, the WebAssembly per language, and the metadata, index, fragment and filter chunks.
 */
const RUNTIME_FILES = new Set(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']);
const RUNTIME_EXTENSIONS = ['.pagefind', '.pf_meta', '.pf_index', '.pf_fragment', '.pf_filter'];

export function isSearchRuntimeFile(path: string): boolean {
  return RUNTIME_FILES.has(path) || RUNTIME_EXTENSIONS.some((extension) => path.endsWith(extension));
}

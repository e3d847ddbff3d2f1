/**
 * Output paths that one source writes as a file and another needs as a folder: a plugin's
 * page at '/sitemap.xml' is written to 'sitemap.xml/index.html' while the sitemap is the file
 * 'sitemap.xml'. Found before anything is written, each said with both sources; otherwise the
 * write fails halfway with EISDIR, naming neither.
 */
export function fileFolderClashes(files: readonly { path: string; source: string }[]): string[] {
  const asFile = new Map<string, { path: string; source: string }>();
  // each folder some file is written in, with the first such file
  const asFolder = new Map<string, { path: string; source: string }>();
  const normalized = files.map((file) => ({
    ...file,
    key: file.path
      .split('/')
      .filter((part) => part !== '' && part !== '.')
      .join('/'),
  }));
  for (const file of normalized) {
    if (!asFile.has(file.key)) asFile.set(file.key, file);
    const parts = file.key.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (!asFolder.has(folder)) asFolder.set(folder, file);
    }
  }
  const problems: string[] = [];
  for (const [key, file] of asFile) {
    const inside = asFolder.get(key);
    if (inside === undefined) continue;
    problems.push(`${file.path} is a file of ${file.source}, but ${inside.source} writes ${inside.path} inside it as a folder`);
  }
  return problems;
}

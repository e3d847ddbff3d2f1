import { CURRENT_VERSION } from './types.js';

/**
 * What is wrong with a version name, or undefined: it names a folder
 * (`versioned_docs/version-<name>`) and, by default, a route segment (`/docs/<name>/`).
 */
export function versionNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'it is empty';
  if (name === CURRENT_VERSION) return `'${CURRENT_VERSION}' names the docs in content/docs`;
  if (name === '.' || name === '..') return `'${name}' is not a folder name`;
  if (/[/\\?#%\s]/.test(name)) return "it holds a '/', '\\', '?', '#', '%' or a space";
  return undefined;
}

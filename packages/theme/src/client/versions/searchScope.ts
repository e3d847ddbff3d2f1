import { useEffect, useState } from 'react';

/** What search looks in on a site with several docs versions. */
export interface SearchScope {
  /** the version being read (or, outside the docs, the reader's preferred one) */
  version?: { name: string; label: string };
  /** the reader chose to search every version */
  all: boolean;
}

let scope: SearchScope = { all: false };
const listeners = new Set<() => void>();

/**
 * Shared by the `docs-version` island, which sets the version of each page shown, and the
 * search dialog, whose results follow it: one module, bundled into a chunk both import.
 */
export function setSearchScope(change: Partial<SearchScope>): void {
  scope = { ...scope, ...change };
  for (const listener of listeners) listener();
}

export function useSearchScope(): SearchScope {
  const [current, setCurrent] = useState(scope);
  useEffect(() => {
    const update = () => setCurrent(scope);
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return current;
}

import { useCallback, useEffect, useState } from 'react';
import { forgetPagefind, loadPagefind, type PagefindApi } from './loadPagefind.js';
import { errorMessage, type LoadStatus } from './SearchLoadStatus.js';

export type PagefindState = LoadStatus | { status: 'ready'; pagefind: PagefindApi };

/** Pagefind, loaded when the modal first mounts; `reload` starts over after a failure. */
export function usePagefind(indexHref: string): { state: PagefindState; reload: () => void } {
  const [state, setState] = useState<PagefindState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` changes on reload, to load again
  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    loadPagefind(indexHref).then(
      (pagefind) => isCurrent && setState({ status: 'ready', pagefind }),
      (error: unknown) => isCurrent && setState({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [indexHref, attempt]);
  const reload = useCallback(() => {
    // a search can fail after a good load (a chunk): start over from a fresh instance either way
    forgetPagefind();
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}

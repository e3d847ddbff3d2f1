/**
 * What the dialog shows while a lazy part of search loads: nothing for the first
 * `delayMs` (a fast load should not flash a spinner), then 'Loading search…'; on failure,
 * the error and a 'Retry' button.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '../strings.js';

export type LoadStatus = { status: 'loading' } | { status: 'failed'; message: string };

export interface SearchLoadStatusProps {
  load: LoadStatus;
  delayMs: number;
  onRetry: () => void;
  /** move the focus to 'Retry' on failure; not while the reader may be typing in the input */
  focusRetry?: boolean;
}

export function SearchLoadStatus({ load, delayMs, onRetry, focusRetry = false }: SearchLoadStatusProps) {
  const retryRef = useRef<HTMLButtonElement>(null);
  const isFailed = load.status === 'failed';
  useEffect(() => {
    if (isFailed && focusRetry) retryRef.current?.focus();
  }, [isFailed, focusRetry]);
  if (load.status === 'loading') return <DelayedLoading delayMs={delayMs} />;
  return (
    <div className="sg-search-status sg-search-status--error" role="alert">
      <p>Search could not be loaded: {load.message}</p>
      <button ref={retryRef} type="button" className="sg-button sg-button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

function DelayedLoading({ delayMs }: { delayMs: number }) {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <div className="sg-search-status" role="status">
      {isShown && <span className="sg-search-status__loading">{t('loadingSearch', 'Loading search…')}</span>}
    </div>
  );
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

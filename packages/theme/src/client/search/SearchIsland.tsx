/**
 * The navbar's search island. It stays tiny: a button and the keyboard shortcuts. The
 * modal and Pagefind load only when the reader opens search, and a failed load shows the
 * error with a 'Retry' button.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { IslandPropsMap, ISLANDS } from '@sitegen/core/view';
import { SearchButton } from '../../shared/SearchButton.js';
import { isSearchShortcut } from './isSearchShortcut.js';
import { SearchDialogFrame } from './SearchDialogFrame.js';
import { errorMessage, SearchLoadStatus, type LoadStatus } from './SearchLoadStatus.js';
import type { SearchModalProps } from './SearchModal.js';

export type SearchIslandProps = IslandPropsMap[typeof ISLANDS.search];

type ModalState = LoadStatus | { status: 'idle' } | { status: 'ready'; Modal: ComponentType<SearchModalProps> };

export function SearchIsland({ placeholder, indexHref, lazyLoadDelayMs }: SearchIslandProps) {
  const [isOpen, setOpen] = useState(false);
  const [modal, setModal] = useState<ModalState>({ status: 'idle' });
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // set after hydration, so the first render matches the server's 'Ctrl K'
  const [shortcut, setShortcut] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘ K');
  }, []);
  const isLoadNeeded = useRef(true);

  const load = useCallback(() => {
    isLoadNeeded.current = false;
    setModal({ status: 'loading' });
    import('./SearchModal.js').then(
      ({ SearchModal }) => setModal({ status: 'ready', Modal: SearchModal }),
      (error: unknown) => {
        isLoadNeeded.current = true;
        setModal({ status: 'failed', message: errorMessage(error) });
      },
    );
  }, []);

  const open = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
    setOpen(true);
    if (isLoadNeeded.current) load();
  }, [load]);

  const close = useCallback(() => {
    setOpen(false);
    returnFocusTo.current?.focus();
  }, []);

  // Escape is heard here too, on the whole document: pressed as the dialog appears, before
  // the focus has moved into it (where the dialog hears it), it still closes it
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (isOpen && event.key === 'Escape') close();
      else if (isSearchShortcut(event)) open();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, isOpen]);

  return (
    <>
      <SearchButton label={placeholder} shortcut={shortcut} onClick={open} />
      {isOpen &&
        (modal.status === 'ready' ? (
          <modal.Modal placeholder={placeholder} indexHref={indexHref} lazyLoadDelayMs={lazyLoadDelayMs} onClose={close} />
        ) : (
          <SearchDialogFrame onClose={close}>
            <SearchLoadStatus
              load={modal.status === 'failed' ? modal : { status: 'loading' }}
              delayMs={lazyLoadDelayMs}
              onRetry={load}
              focusRetry
            />
          </SearchDialogFrame>
        ))}
    </>
  );
}

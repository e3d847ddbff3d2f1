/**
 * The modal frame shared by the loading shell and the search modal: a backdrop, a dialog
 * labelled 'Search', Escape and a click on the backdrop close it, Tab stays inside.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../strings.js';

export interface SearchDialogFrameProps {
  onClose: () => void;
  children: ReactNode;
}

export function SearchDialogFrame({ onClose, children }: SearchDialogFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // the children's effects ran first: keep the focus they gave (the input), else take it
    if (!dialogRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  };
  // portalled to <body>: the navbar may be transformed (hide on scroll), which would clip a fixed child
  return createPortal(
    <div className="sg-search-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="sg-search-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('search', 'Search')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

function keepFocusInside(event: KeyboardEvent<HTMLDivElement>): void {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]')].filter(
    (element) => !element.hasAttribute('disabled') && element.tabIndex >= 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

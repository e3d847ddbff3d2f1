import { useEffect, useState } from 'react';

const COPIED_FOR_MS = 2000;

/** The copy button of a `.sg-code` block; reads the code from the block it sits in. */
export function CodeCopy({ element }: { element: HTMLElement }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const code = element.closest('.sg-code')?.querySelector('pre')?.textContent ?? '';
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  return (
    <button type="button" className="sg-code__copy" data-copied={copied ? '' : undefined} onClick={() => void copy()}>
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}

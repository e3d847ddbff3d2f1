import { CODE_LINE_CLASSES } from '@sitegen/core/view';
import { useEffect, useState } from 'react';
import { t } from '../strings.js';

const COPIED_FOR_MS = 2000;

/**
 * The code of a block as it is meant to be pasted: line numbers are CSS and notation
 * comments were taken out when it was built; lines marked removed (`[!code --]`) are left
 * out, as VitePress does, so the paste is the code after the change.
 */
function codeToCopy(block: Element | null): string {
  const pre = block?.querySelector('pre');
  if (!pre) return '';
  const lines = [...pre.querySelectorAll('.line')];
  if (lines.length === 0) return pre.textContent ?? '';
  return lines
    .filter((line) => !line.classList.contains(CODE_LINE_CLASSES.removed))
    .map((line) => line.textContent ?? '')
    .join('\n');
}

/** The copy button of a `.sg-code` block; reads the code from the block it sits in. */
export function CodeCopy({ element }: { element: HTMLElement }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    await navigator.clipboard.writeText(codeToCopy(element.closest('.sg-code')));
    setCopied(true);
  };
  return (
    <button type="button" className="sg-code__copy" data-copied={copied ? '' : undefined} onClick={() => void copy()}>
      <span aria-live="polite">{copied ? t('copied', 'Copied') : t('copy', 'Copy')}</span>
    </button>
  );
}

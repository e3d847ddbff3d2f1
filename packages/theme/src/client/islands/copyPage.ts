import { t } from '../strings.js';

const RESET_AFTER_MS = 2000;

async function markdownOf(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return response.text();
}

/** Copies the twin; a promised ClipboardItem keeps the click's permission while the fetch runs (Safari). */
async function copyFrom(href: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = markdownOf(href).then((text) => new Blob([text], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await markdownOf(href));
}

/**
 * 'Copy page as Markdown'. The server renders a link to the page's Markdown twin (all a
 * reader without JavaScript needs) and the button, which this wires to fetch the twin and copy it.
 */
export function enhanceCopyPage(element: HTMLElement): void {
  const link = element.querySelector<HTMLAnchorElement>('a[href]');
  const button = element.querySelector<HTMLButtonElement>('.sg-copy-page__button');
  const label = button?.querySelector('span');
  if (link === null || !button || !label) return;
  const idleLabel = label.textContent ?? '';
  let timer: number | undefined;
  const show = (text: string) => {
    label.textContent = text;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (label.textContent = idleLabel), RESET_AFTER_MS);
  };
  button.addEventListener('click', () => {
    copyFrom(link.href).then(
      () => show(t('copied', 'Copied')),
      () => show(t('copyFailed', 'Copy failed')),
    );
  });
}

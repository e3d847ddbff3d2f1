import { DATA_ATTRIBUTES, STORAGE_KEYS } from '@sitegen/core/view';
import { writeStorage } from '../storage.js';

/** Closing the bar is remembered per bar id; the pre-paint script hides it on later pages. */
export function enhanceAnnouncementBar(element: HTMLElement, props: unknown): void {
  const id = typeof props === 'object' && props !== null && 'id' in props ? props.id : undefined;
  if (typeof id !== 'string') throw new Error('The announcement bar needs a string id in its props.');
  element.querySelector('.sg-announcement__close')?.addEventListener('click', () => {
    writeStorage('local', STORAGE_KEYS.announcementDismissed, id);
    document.documentElement.setAttribute(DATA_ATTRIBUTES.announcementDismissed, '');
  });
}

import { STORAGE_KEYS } from '@sitegen/core/view';
import { writeStorage } from '../storage.js';
import { enhanceDropdown } from './dropdown.js';

/** A docs version dropdown: a dropdown that remembers the chosen version per docs plugin. */
export function enhanceVersionDropdown(element: HTMLElement, props: unknown): void {
  const pluginId = typeof props === 'object' && props !== null && 'pluginId' in props ? props.pluginId : undefined;
  if (typeof pluginId !== 'string') throw new Error('The version dropdown needs a string pluginId in its props.');
  enhanceDropdown(element);
  element.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const version = link?.querySelector('[data-sg-version]')?.getAttribute('data-sg-version');
    if (version) writeStorage('local', `${STORAGE_KEYS.preferredVersionPrefix}${pluginId}`, version);
  });
}

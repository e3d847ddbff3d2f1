import { prefersReducedMotion } from '../collapse.js';

const SHOW_AFTER_PX = 400;

/** The server renders the button hidden; it shows once the reader has scrolled down, and takes them back up. */
export function enhanceBackToTop(element: HTMLElement): void {
  const button = element.querySelector('button');
  if (button === null) throw new Error('The back-to-top island has no button.');
  const update = () => (button.hidden = window.scrollY <= SHOW_AFTER_PX);
  update();
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', () => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' }));
}

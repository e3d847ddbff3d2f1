import { DATA_ATTRIBUTES, ELEMENT_IDS } from '@sitegen/core/view';

/**
 * The menu below the breakpoint. While open: the rest of the page is `inert` (which traps
 * focus), the body does not scroll, and Escape, the backdrop or following a link close it;
 * focus then returns to the toggle. On doc pages the doc sidebar shows first, with a way
 * back to the main menu.
 */
export function enhanceMobileMenu(element: HTMLElement, props: unknown, mount: (root: ParentNode) => void): void {
  const breakpoint = typeof props === 'object' && props !== null && 'breakpoint' in props ? props.breakpoint : undefined;
  if (typeof breakpoint !== 'number') throw new Error('The mobile menu needs the numeric breakpoint in its props.');
  const toggle = element.querySelector<HTMLButtonElement>('button');
  const menu = document.getElementById(ELEMENT_IDS.mobileMenu);
  if (toggle === null || menu === null) throw new Error(`The mobile menu needs its toggle button and #${ELEMENT_IDS.mobileMenu}.`);
  const primary = menu.querySelector<HTMLElement>('.sg-mobile-menu__primary');
  const secondary = menu.querySelector<HTMLElement>('.sg-mobile-menu__secondary');
  const showSecondary = (show: boolean) => {
    if (primary) primary.hidden = show;
    if (secondary) secondary.hidden = !show;
  };

  const close = () => {
    if (menu.hidden) return;
    menu.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    document.body.classList.remove('sg-scroll-locked');
    for (const child of document.body.children) if (child !== menu) (child as HTMLElement).inert = false;
    toggle.focus();
  };
  const open = () => {
    const docSidebar = document.querySelector<HTMLElement>('.sg-sidebar .sg-sidebar__nav');
    secondary?.querySelector('.sg-sidebar__nav')?.remove();
    if (docSidebar && secondary) {
      const copy = docSidebar.cloneNode(true) as HTMLElement;
      copy.removeAttribute(DATA_ATTRIBUTES.mounted);
      secondary.append(copy);
      mount(secondary);
    }
    showSecondary(docSidebar !== null);
    menu.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    document.body.classList.add('sg-scroll-locked');
    for (const child of document.body.children) if (child !== menu) (child as HTMLElement).inert = true;
    menu.querySelector<HTMLElement>('.sg-mobile-menu__close')?.focus();
  };

  toggle.addEventListener('click', open);
  menu.querySelector('.sg-mobile-menu__close')?.addEventListener('click', close);
  menu.querySelector('.sg-mobile-menu__backdrop')?.addEventListener('click', close);
  menu.querySelector('.sg-mobile-menu__back')?.addEventListener('click', () => {
    showSecondary(false);
    primary?.querySelector<HTMLElement>('a, button')?.focus();
  });
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  window.matchMedia(`(min-width: ${breakpoint}px)`).addEventListener('change', (event) => {
    if (event.matches) close();
  });
}

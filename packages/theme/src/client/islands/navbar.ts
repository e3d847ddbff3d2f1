/** Hides the navbar while scrolling down and shows it again on the way up (`hideOnScroll`). */
export function enhanceNavbar(element: HTMLElement, props: unknown): void {
  const hideOnScroll = typeof props === 'object' && props !== null && 'hideOnScroll' in props && props.hideOnScroll === true;
  if (!hideOnScroll) return;
  let lastY = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      const goingDown = y > lastY && y > element.offsetHeight;
      element.classList.toggle('is-hidden', goingDown && !element.contains(document.activeElement));
      lastY = y;
    },
    { passive: true },
  );
}

/** Highlights the TOC link of the heading the reader is in: the last one above the top fifth of the viewport. */
export function enhanceToc(element: HTMLElement): void {
  const links = Array.from(element.querySelectorAll<HTMLAnchorElement>('a.sg-toc__link'));
  const targets = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
  let scheduled = false;
  const update = () => {
    scheduled = false;
    // a client-side navigation replaced this TOC: stop following the scroll
    if (!element.isConnected) {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      return;
    }
    const line = window.innerHeight / 5;
    let active = 0;
    targets.forEach((target, index) => {
      if (target !== null && target.getBoundingClientRect().top <= line) active = index;
    });
    links.forEach((link, index) => {
      link.classList.toggle('is-active', index === active);
      if (index === active) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    });
  };
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    window.requestAnimationFrame(update);
  }
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  update();
}

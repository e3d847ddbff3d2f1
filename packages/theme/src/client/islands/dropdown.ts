/**
 * A navbar dropdown: opens on hover, on click, Enter/Space and ArrowDown; closes on Escape,
 * a click outside and focus leaving it. The open state lives in `aria-expanded`.
 */
export function enhanceDropdown(element: HTMLElement): void {
  const toggle = element.querySelector<HTMLButtonElement>('.sg-dropdown__toggle');
  if (toggle === null) throw new Error('The dropdown has no toggle button (.sg-dropdown__toggle).');
  const links = () => Array.from(element.querySelectorAll<HTMLAnchorElement>('.sg-dropdown__menu a'));
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => toggle.setAttribute('aria-expanded', String(open));
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  element.addEventListener('mouseenter', () => setOpen(true));
  element.addEventListener('mouseleave', () => {
    if (!element.contains(document.activeElement)) setOpen(false);
  });
  element.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node) || !element.contains(event.relatedTarget)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (event.target instanceof Node && !element.contains(event.target)) setOpen(false);
  });
  element.addEventListener('keydown', (event) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      focusLink(index === -1 ? (event.key === 'ArrowDown' ? 0 : -1) : index + (event.key === 'ArrowDown' ? 1 : -1));
    } else if ((event.key === 'Home' || event.key === 'End') && index !== -1) {
      event.preventDefault();
      focusLink(event.key === 'Home' ? 0 : -1);
    }
  });
}

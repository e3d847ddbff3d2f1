export interface ProgressBar {
  /** a route change began: the bar shows if it is still going after the delay */
  start(): void;
  /** the new page is shown: the bar fills, fades and goes */
  done(): void;
}

/**
 * The thin bar at the top of the window during a slow route change. It is decoration
 * (hidden from assistive technology, which hears the new page's title instead); under
 * reduced motion the stylesheet drops its transitions.
 */
export function createProgressBar(delayMs: number): ProgressBar {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let bar: HTMLElement | null = null;
  let value = 0;
  const set = (element: HTMLElement, to: number) => {
    value = to;
    element.style.transform = `scaleX(${to})`;
  };
  const stop = () => {
    clearTimeout(timer);
    clearInterval(trickle);
  };
  return {
    start() {
      stop();
      timer = setTimeout(() => {
        if (bar === null) {
          bar = document.createElement('div');
          bar.className = 'sg-progress';
          bar.setAttribute('aria-hidden', 'true');
          document.body.append(bar);
        }
        const shown = bar;
        set(shown, 0.1);
        // ever slower towards the end, as the remaining time is unknown
        trickle = setInterval(() => set(shown, value + (0.9 - value) * 0.15), 250);
      }, delayMs);
    },
    done() {
      stop();
      const shown = bar;
      if (shown === null) return;
      bar = null;
      set(shown, 1);
      shown.classList.add('sg-progress--done');
      // once the fill and the fade are over (see router.css)
      setTimeout(() => shown.remove(), 500);
    },
  };
}

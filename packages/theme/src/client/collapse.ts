/**
 * How long opening or closing a sidebar category takes: longer for taller content, but
 * sub-linearly, and 1 ms when the reader asked for reduced motion.
 */
export function collapseDuration(heightPx: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const lines = Math.max(heightPx, 0) / 36;
  return Math.min(Math.round((4 + 15 * lines ** 0.25 + lines / 5) * 10), 1000);
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the nearest scrolling box around `element` (a page's text column) just enough to show it,
 * without scrolling the window: the family may have scrolled the page on purpose.
 */
export function keepInView(element: HTMLElement): void {
  let box = element.parentElement;
  while (box && !(box.scrollHeight > box.clientHeight && /(auto|scroll)/.test(getComputedStyle(box).overflowY))) {
    box = box.parentElement;
  }
  if (!box || box === document.body || box === document.documentElement) return;
  const word = element.getBoundingClientRect();
  const view = box.getBoundingClientRect();
  const margin = Math.min(view.height / 4, 48);
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  if (word.bottom > view.bottom - margin) box.scrollBy({ top: word.bottom - view.bottom + margin, behavior });
  else if (word.top < view.top) box.scrollBy({ top: word.top - view.top - margin, behavior });
}

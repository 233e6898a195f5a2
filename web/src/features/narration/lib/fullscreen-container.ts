/** Where overlays go: inside the fullscreen element while the book is fullscreen, else the body. */
export function fullscreenContainer(): HTMLElement | undefined {
  const element = typeof document === 'undefined' ? null : document.fullscreenElement;
  return element instanceof HTMLElement ? element : undefined;
}

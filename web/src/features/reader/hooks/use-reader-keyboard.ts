import { useEffect, useRef } from 'react';

interface KeyboardActions {
  previous: () => void;
  next: () => void;
  first: () => void;
  last: () => void;
  toggleFullscreen: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * DECISIONS.md 'Reader': arrows turn pages, Home and End jump to the first and last page, F toggles
 * fullscreen; Esc is the browser's (it leaves fullscreen) and the dialogs' own. Keys are ignored while
 * a dialog or menu is open, or while the family types.
 */
export function useReaderKeyboard(actions: KeyboardActions, paused: boolean): void {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    if (paused) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      const action = {
        ArrowLeft: ref.current.previous,
        ArrowRight: ref.current.next,
        Home: ref.current.first,
        End: ref.current.last,
        f: ref.current.toggleFullscreen,
        F: ref.current.toggleFullscreen,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [paused]);
}

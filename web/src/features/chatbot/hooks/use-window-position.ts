import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampPosition, cornerPosition, windowSize, type Point, type Size } from '../window-position';

/** SPEC §9: window resize debounce. */
const RESIZE_DEBOUNCE_MS = 250;
const KEY_STEP = 24;

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

// Remembered for the whole visit, so reopening the chat finds it where the parent left it.
let lastPosition: Point | null = null;

/** A draggable window held inside the viewport, also when the viewport is resized (SPEC §2). */
export function useWindowPosition() {
  const [size, setSize] = useState<Size>(() => windowSize(viewport()));
  const [position, setPosition] = useState<Point>(() => clampPosition(lastPosition ?? cornerPosition(size, viewport()), size, viewport()));
  const drag = useRef<{ dx: number; dy: number; pointer: number } | null>(null);

  const place = useCallback((next: Point, nextSize: Size = size) => {
    const held = clampPosition(next, nextSize, viewport());
    lastPosition = held;
    setPosition(held);
  }, [size]);

  useEffect(() => {
    let timer = 0;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const nextSize = windowSize(viewport());
        setSize(nextSize);
        setPosition((current) => (lastPosition = clampPosition(current, nextSize, viewport())));
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);

  const handle = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { dx: event.clientX - position.x, dy: event.clientY - position.y, pointer: event.pointerId };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (drag.current?.pointer !== event.pointerId) return;
      place({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (drag.current?.pointer === event.pointerId) drag.current = null;
    },
    /** Arrow keys move the window too, for those who do not use a pointer. */
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const moves: Record<string, Point> = { ArrowLeft: { x: -KEY_STEP, y: 0 }, ArrowRight: { x: KEY_STEP, y: 0 }, ArrowUp: { x: 0, y: -KEY_STEP }, ArrowDown: { x: 0, y: KEY_STEP } };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      place({ x: position.x + move.x, y: position.y + move.y });
    },
  };

  const reset = () => place(cornerPosition(size, viewport()));
  return { position, size, handle, reset };
}

import { CHAT_WINDOW } from '@storyloom/contracts/chatbot';

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** SPEC §9: 384 x 500, or the whole viewport when it is smaller (a phone held sideways). */
export function windowSize(viewport: Size): Size {
  return { width: Math.min(CHAT_WINDOW.width, viewport.width), height: Math.min(CHAT_WINDOW.height, viewport.height) };
}

/** The window's top-left corner moved so that all of it stays inside the viewport (SPEC §2). */
export function clampPosition(position: Point, size: Size, viewport: Size): Point {
  return {
    x: Math.round(Math.min(Math.max(0, position.x), Math.max(0, viewport.width - size.width))),
    y: Math.round(Math.min(Math.max(0, position.y), Math.max(0, viewport.height - size.height))),
  };
}

/** Bottom right with SPEC's 24 px margin (less when the screen is too small for it). */
export function cornerPosition(size: Size, viewport: Size): Point {
  return clampPosition(
    { x: viewport.width - size.width - CHAT_WINDOW.margin, y: viewport.height - size.height - CHAT_WINDOW.margin },
    size,
    viewport,
  );
}

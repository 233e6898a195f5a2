import { describe, expect, it } from 'vitest';
import { clampPosition, cornerPosition, windowSize } from './window-position';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

describe('the chat window position', () => {
  it('is 384 x 500 on a large screen and never larger than the screen', () => {
    expect(windowSize(desktop)).toEqual({ width: 384, height: 500 });
    expect(windowSize({ width: 320, height: 400 })).toEqual({ width: 320, height: 400 });
  });

  it('starts in the bottom-right corner, 24 px from both edges', () => {
    expect(cornerPosition(windowSize(desktop), desktop)).toEqual({ x: 1280 - 384 - 24, y: 800 - 500 - 24 });
  });

  it('keeps the corner inside a phone screen too narrow for the margin', () => {
    expect(cornerPosition(windowSize(phone), phone)).toEqual({ x: 0, y: 844 - 500 - 24 });
  });

  it('is held inside the viewport when dragged past any edge', () => {
    const size = windowSize(desktop);
    expect(clampPosition({ x: -200, y: -50 }, size, desktop)).toEqual({ x: 0, y: 0 });
    expect(clampPosition({ x: 5000, y: 5000 }, size, desktop)).toEqual({ x: 1280 - 384, y: 800 - 500 });
    expect(clampPosition({ x: 100, y: 120 }, size, desktop)).toEqual({ x: 100, y: 120 });
  });

  it('moves back inside when the viewport shrinks', () => {
    const size = windowSize(desktop);
    expect(clampPosition({ x: 872, y: 276 }, size, { width: 800, height: 600 })).toEqual({ x: 800 - 384, y: 600 - 500 });
  });
});

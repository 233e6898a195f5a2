import { describe, expect, it } from 'vitest';
import { expectedRoom, PAGE, pageSize } from './page-size';

describe('the size of a book page', () => {
  it('is 400 x 500 on a laptop and as wide as a phone allows', () => {
    expect(pageSize({ width: 1100, height: 800 }, false, 1, false)).toEqual(PAGE);
    expect(pageSize({ width: 358, height: 844 }, true, 1, false)).toEqual({ width: 358, height: 447 });
  });

  it('is never taller than the window between the nav bar and the bottom bar (a laptop at 200 % browser zoom is 640 x 400)', () => {
    // 64 px of nav bar and 72 of bottom bar leave 264: the page is wider than 4:5 instead.
    expect(pageSize({ width: 592, height: 400 }, true, 1, false)).toEqual({ width: 400, height: 250 });
    // In fullscreen the nav bar is gone and the page keeps its shape.
    expect(pageSize({ width: 592, height: 400 }, true, 1, true)).toEqual({ width: 240, height: 300 });
  });

  it('grows with the reader zoom, past the window if need be', () => {
    expect(pageSize({ width: 1100, height: 800 }, false, 2, false)).toEqual({ width: 800, height: 1000 });
  });
});

describe("the book's room before the reader is laid out", () => {
  // Measured in Chromium (the book's box, signed in): 1104 at 1280 and 1600 px, 752 at 800, 652 at 700,
  // 396 at 412, 374 at 390.
  it("is the window less the reader column's padding, 1152 px at most", () => {
    expect(expectedRoom({ width: 1280, clientWidth: 1280, height: 800 })).toEqual({ width: 1104, height: 800 });
    expect(expectedRoom({ width: 1600, clientWidth: 1600, height: 900 })).toEqual({ width: 1104, height: 900 });
    expect(expectedRoom({ width: 700, clientWidth: 700, height: 900 })).toEqual({ width: 652, height: 900 });
    expect(expectedRoom({ width: 390, clientWidth: 390, height: 844 })).toEqual({ width: 374, height: 844 });
  });

  it('leaves out a scrollbar', () => {
    expect(expectedRoom({ width: 800, clientWidth: 785, height: 600 })).toEqual({ width: 737, height: 600 });
  });
});

import { describe, expect, it } from 'vitest';
import { PAGE, pageSize } from './page-size';

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

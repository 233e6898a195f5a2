import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(51_278)).toBe('00:51');
    expect(formatDuration(125_400)).toBe('02:05');
  });

  it('adds hours from an hour on', () => {
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });
});

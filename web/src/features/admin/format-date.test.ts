import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatChartDay } from './format-date';

describe('admin dates', () => {
  it("writes an English date as 'Jan 05, 2025', as SPEC §9 shows", () => {
    expect(formatAdminDate('2025-01-05T12:00:00Z', 'en')).toBe('Jan 05, 2025');
  });

  it('writes a French date in the French form', () => {
    expect(formatAdminDate('2025-01-05T12:00:00Z', 'fr')).toBe('05 janv. 2025');
  });

  it('labels a chart day by its UTC date whatever the time zone', () => {
    expect(formatChartDay('2025-03-09', 'en')).toBe('Mar 09');
    expect(formatChartDay('2025-03-09', 'fr')).toBe('09 mars');
  });
});

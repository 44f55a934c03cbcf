import { describe, expect, it } from 'vitest';
import { shortDayLabel } from './day-words';

describe('shortDayLabel', () => {
  it('writes exactly what toLocaleDateString en-IN writes for weekday, day and short month', () => {
    for (let i = 0; i < 800; i += 1) {
      const d = new Date(Date.UTC(2024, 0, 1 + i));
      const intl = d.toLocaleDateString('en-IN', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
      expect(shortDayLabel(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())).toBe(intl);
    }
  });
});

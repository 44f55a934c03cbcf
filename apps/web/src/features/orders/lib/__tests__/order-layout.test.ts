import { describe, expect, it } from 'vitest';
import { timelineStamp } from '../order-layout';

describe('timelineStamp', () => {
  it('writes the time in India exactly as toLocaleTimeString en-IN does', () => {
    // Every quarter hour of two days, around India's midnight and noon.
    for (let i = 0; i < 2 * 96; i += 1) {
      const at = new Date(Date.UTC(2026, 10, 20, 0, i * 15 + 7)).toISOString();
      const time = new Date(at).toLocaleTimeString('en-IN', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      });
      expect(timelineStamp({ at }, () => 'day')).toBe(`day, ${time}`);
    }
  });

  it('adds the note after a dot when there is one', () => {
    const at = '2026-11-21T05:00:00.000Z';
    expect(timelineStamp({ at, note: 'Left at the door' }, () => '21 November 2026')).toBe(
      '21 November 2026, 10:30 am · Left at the door',
    );
  });
});

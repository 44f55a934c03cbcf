import { describe, expect, it } from 'vitest';
import { formatDateLong } from '../dates';
import { formatDateShort } from '../format';

const intl = (value: Date, month: 'long' | 'short') =>
  value.toLocaleDateString('en-IN', {
    year: 'numeric',
    month,
    day: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** Every month, both sides of India's midnight, leap days and years far apart. */
const samples = [
  ...Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 15, 12))),
  new Date('2026-11-20T18:29:59.999Z'), // 23:59 on the 20th in India
  new Date('2026-11-20T18:30:00.000Z'), // 00:00 on the 21st in India
  new Date('2024-02-29T10:00:00Z'),
  new Date('2026-12-31T19:00:00Z'), // already 1 January 2027 in India
  new Date('1999-01-01T00:00:00Z'),
  new Date('2100-06-30T23:00:00Z'),
  ...Array.from(
    { length: 200 },
    (_, i) => new Date(Date.UTC(2020, 0, 1) + (i * 9_876_543_210) / 7),
  ),
];

describe('dates written by hand', () => {
  it('write exactly what toLocaleDateString en-IN in India writes, long and short', () => {
    for (const d of samples) {
      expect(formatDateLong(d)).toBe(intl(d, 'long'));
      expect(formatDateShort(d)).toBe(intl(d, 'short'));
      expect(formatDateLong(d.toISOString())).toBe(intl(d, 'long'));
      expect(formatDateLong(d.getTime())).toBe(intl(d, 'long'));
    }
  });

  it('write nothing for no date or one that is not a date', () => {
    for (const v of [undefined, null, '', 0, 'not a date']) {
      expect(formatDateLong(v)).toBe('');
      expect(formatDateShort(v)).toBe('');
    }
  });
});

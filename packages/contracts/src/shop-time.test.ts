import { describe, expect, it } from 'vitest';
import { shopDay, shopInstant } from './shop-time';

describe('shop time (India)', () => {
  it('reads a bare day as that day in India, its end with `end`', () => {
    expect(shopInstant('2026-11-30').toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(shopInstant('2026-11-30', { end: true }).toISOString()).toBe('2026-11-30T18:29:59.999Z');
  });

  it('reads a date-time without a zone as India time, and one with a zone as written', () => {
    expect(shopInstant('2026-11-30T18:00').toISOString()).toBe('2026-11-30T12:30:00.000Z');
    expect(shopInstant('2026-11-30T18:00:00Z').toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(shopInstant('2026-11-30T18:00:00+05:30').toISOString()).toBe('2026-11-30T12:30:00.000Z');
  });

  it('refuses what is not a date', () => {
    expect(Number.isNaN(shopInstant('2026-02-30').getTime())).toBe(true);
    expect(Number.isNaN(shopInstant('soon').getTime())).toBe(true);
  });

  it('names the India day of an instant', () => {
    expect(shopDay('2026-11-29T18:30:00.000Z')).toBe('2026-11-30');
    expect(shopDay('2026-11-29T18:29:59.999Z')).toBe('2026-11-29');
    expect(shopDay(shopInstant('2026-11-30', { end: true }))).toBe('2026-11-30');
    expect(shopDay('nonsense')).toBe('');
  });
});

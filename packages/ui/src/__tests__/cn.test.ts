import { describe, expect, it } from 'vitest';
import { cn } from '../cn';

describe('cn', () => {
  it('lets the later Tailwind class win a conflict', () => {
    expect(cn('h-9 px-4 text-sm', 'h-7 text-xs')).toBe('px-4 h-7 text-xs');
    expect(cn('px-6', 'px-4')).toBe('px-4');
  });

  it('knows the project tokens: colours, fonts and animations', () => {
    expect(cn('text-ink', 'text-rose-600')).toBe('text-rose-600');
    expect(cn('bg-surface', 'bg-surface-muted')).toBe('bg-surface-muted');
    expect(cn('text-sm text-ink-muted', 'text-danger-text')).toBe('text-sm text-danger-text');
    expect(cn('animate-fade-in', 'animate-slide-in-up')).toBe('animate-slide-in-up');
    expect(cn('font-display font-semibold', 'font-sans')).toBe('font-semibold font-sans');
  });

  it('skips falsy values and accepts clsx objects', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false })).toBe('a b');
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_KEY, themeStore, useTheme } from '../use-theme';

afterEach(() => themeStore.reset());

describe('useTheme', () => {
  it('toggles the dark class on <html> and saves the choice', () => {
    themeStore.set('light');
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('light');
    act(() => result.current.toggle());
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('reset() re-reads the saved choice (another app or tab changed it)', () => {
    themeStore.set('dark');
    localStorage.setItem(THEME_KEY, 'light');
    themeStore.reset();
    expect(themeStore.get()).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});

import { cx } from '@vastra/ui/cx';
import { MoonIcon, SunIcon } from '@vastra/ui/icons';
import { useTheme } from '@vastra/ui/use-theme';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      title={dark ? 'Light theme' : 'Dark theme'}
      className={cx(
        'grid size-10 place-items-center rounded-full transition hover:bg-surface-muted',
        className,
      )}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

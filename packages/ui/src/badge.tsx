import type { ReactNode } from 'react';
import { cx } from './cx';

/** Badge text: 99+ above 99. */
export function badgeCount(n: number): string {
  return n > 99 ? '99+' : String(n);
}

/** A small count bubble over an icon; nothing is shown for 0. */
export function CountBadge({
  count,
  className,
  label,
}: {
  count: number;
  className?: string;
  label?: string;
}) {
  if (!count || count <= 0) return null;
  return (
    <span
      className={cx(
        'pointer-events-none absolute -right-1.5 -top-1.5 grid h-[1.15rem] min-w-[1.15rem] place-items-center rounded-full bg-brand-600 px-1 text-[0.65rem] font-semibold leading-none text-white ring-2 ring-surface',
        className,
      )}
      aria-label={label ? `${badgeCount(count)} ${label}` : undefined}
    >
      {badgeCount(count)}
    </span>
  );
}

type Tone = 'neutral' | 'brand' | 'success' | 'danger' | 'info';
const tones: Record<Tone, string> = {
  neutral: 'bg-surface-muted text-ink',
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100',
  // Text tokens (≥ 4.5:1 on their /10 tint, light in dark mode); info has no token: sky-800 / sky-300.
  success: 'bg-success/10 text-success-text',
  danger: 'bg-danger/10 text-danger-text',
  info: 'bg-info/10 text-sky-800 dark:text-sky-300',
};

/**
 * A label pill ('Default', '25% OFF', 'Out of stock'). Its classes are joined, not merged (the
 * header's count badges share this module and the first paint does without tailwind-merge): a
 * `className` adds to the pill's own classes, it does not replace one of them.
 */
export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: Tone;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

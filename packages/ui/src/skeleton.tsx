import { cn } from './cn';

/** A pulsing placeholder block. Size it with classes. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-md bg-surface-muted dark:bg-white/10', className)}
    />
  );
}

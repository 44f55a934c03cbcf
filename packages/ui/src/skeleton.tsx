import { cx } from './cx';

/**
 * A pulsing placeholder block. Size it with classes; its corners are `rounded` (`rounded-md`
 * unless told), since `className` only adds classes and cannot replace one of the block's own.
 */
export function Skeleton({
  className,
  rounded = 'rounded-md',
}: {
  className?: string;
  rounded?: string;
}) {
  return (
    <div
      aria-hidden
      className={cx('animate-pulse bg-surface-muted dark:bg-white/10', rounded, className)}
    />
  );
}

import { cx } from './cx';

/** A spinning ring; `label` is read by screen readers. */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cx('inline-flex items-center', className)}>
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent opacity-80"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

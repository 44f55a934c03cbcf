import { cn } from '@vastra/ui/cn';
import { StarIcon } from '@vastra/ui/icons';

/** Five stars, `value` of them filled. */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${value} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          className={cn(className, n <= value ? 'text-brand-400' : 'text-line dark:text-white/20')}
        />
      ))}
    </span>
  );
}

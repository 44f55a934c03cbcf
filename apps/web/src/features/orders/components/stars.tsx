import { StarIcon } from '@vastra/ui/icons';

/** Five stars, `value` of them filled, at the size of the text beside them. */
export function Stars({ value }: { value: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${value} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          className={n <= value ? 'size-4 text-brand-400' : 'size-4 text-line dark:text-white/20'}
        />
      ))}
    </span>
  );
}

import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, fieldFrameClass } from './input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label?: string;
  srLabel?: string;
  error?: string | null;
  hint?: string;
  options: SelectOption[];
  /** A first, empty option ('Select Gender'). */
  placeholder?: string;
  wrapperClassName?: string;
  /** A shorter box (`py-2` instead of the fields' `py-2.5`), for sort and filter selects. */
  compact?: boolean;
};

/** Native select (best keyboard and mobile support), styled like the inputs. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    srLabel,
    error,
    hint,
    options,
    placeholder,
    wrapperClassName,
    compact = false,
    className,
    id,
    ...rest
  },
  ref,
) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <FieldFrame
      id={selectId}
      label={label}
      srLabel={srLabel}
      error={error}
      hint={hint}
      wrapperClassName={wrapperClassName}
    >
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : hint ? `${selectId}-hint` : undefined}
          className={cx(
            fieldFrameClass,
            compact ? 'py-2' : 'py-2.5',
            'appearance-none pr-9',
            className,
          )}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
        >
          <path
            d="M5 7l5 6 5-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </div>
    </FieldFrame>
  );
});

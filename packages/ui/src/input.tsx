import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './cx';

/** A field's look without its vertical padding (`fieldClass` adds `py-2.5`; a compact select `py-2`). */
export const fieldFrameClass =
  'block w-full rounded-md border border-line bg-surface px-3 text-sm text-ink placeholder:text-ink-muted/70 shadow-xs transition-colors focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:opacity-60 aria-[invalid=true]:border-danger';

export const fieldClass = `${fieldFrameClass} py-2.5`;

interface FieldChrome {
  /** Visible label (required for accessibility unless `srLabel` is set). */
  label?: ReactNode;
  /** Label for screen readers only. */
  srLabel?: string;
  error?: string | null;
  hint?: ReactNode;
  wrapperClassName?: string;
}

function FieldFrame({
  id,
  label,
  srLabel,
  error,
  hint,
  wrapperClassName,
  children,
}: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className={cx('flex flex-col gap-1.5', wrapperClassName)}>
      {(label || srLabel) && (
        <label htmlFor={id} className={cx('text-sm font-medium text-ink', !label && 'sr-only')}>
          {label ?? srLabel}
        </label>
      )}
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

/** The id and ARIA wiring a labelled control needs: error announced, else the hint described. */
function useFieldControl(id: string | undefined, error?: string | null, hint?: ReactNode) {
  const auto = useId();
  const controlId = id ?? auto;
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined,
  } as const;
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldChrome;

/** Labelled text input with an error line (announced) and an optional hint. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, srLabel, error, hint, wrapperClassName, className, id, ...rest },
  ref,
) {
  const control = useFieldControl(id, error, hint);
  return (
    <FieldFrame
      id={control.id}
      label={label}
      srLabel={srLabel}
      error={error}
      hint={hint}
      wrapperClassName={wrapperClassName}
    >
      <input ref={ref} {...control} className={cx(fieldClass, className)} {...rest} />
    </FieldFrame>
  );
});

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldChrome;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, srLabel, error, hint, wrapperClassName, className, id, ...rest },
  ref,
) {
  const control = useFieldControl(id, error, hint);
  return (
    <FieldFrame
      id={control.id}
      label={label}
      srLabel={srLabel}
      error={error}
      hint={hint}
      wrapperClassName={wrapperClassName}
    >
      <textarea
        ref={ref}
        {...control}
        className={cx(fieldClass, 'min-h-28', className)}
        {...rest}
      />
    </FieldFrame>
  );
});

export { FieldFrame };

import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'custom';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-surface hover:bg-ink/85 shadow-sm',
  secondary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  outline: 'border border-line bg-transparent text-ink hover:bg-surface-muted',
  ghost: 'bg-transparent text-ink hover:bg-surface-muted',
  danger: 'bg-danger text-white hover:bg-danger/90',
  link: 'bg-transparent p-0 h-auto text-ink tracking-wide underline-offset-4 hover:underline',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm tracking-wide',
  md: 'h-10 px-4 text-sm tracking-wide',
  lg: 'h-12 px-6 text-base tracking-wide',
  icon: 'size-10 tracking-wide',
  custom: '',
};

/**
 * Class names of a button, for links styled as buttons. `className` adds classes: it must not
 * set what the variant and size already set (their colours, height, padding, font size and letter
 * spacing), because no class of theirs is removed. A button of another height or padding is
 * `size="custom"`, whose `className` sets all four.
 */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50 cursor-pointer select-none',
    variants[variant],
    variant === 'link' ? '' : sizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    className,
    disabled,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
});

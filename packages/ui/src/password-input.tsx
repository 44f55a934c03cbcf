import { forwardRef, useState } from 'react';
import { Input, type InputProps } from './input';

/** A password input with a Show/Hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(
  function PasswordInput(props, ref) {
    const [shown, setShown] = useState(false);
    return (
      <div className="relative">
        <Input ref={ref} type={shown ? 'text' : 'password'} className="pr-16" {...props} />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? 'Hide password' : 'Show password'}
          className="absolute right-2 top-[2.05rem] rounded px-2 py-1 text-xs font-semibold uppercase tracking-wide text-ink-muted hover:text-ink"
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    );
  },
);

import { Msg } from '@vastra/contracts';
import { PINCODE_PATTERN, PincodeMsg } from '@vastra/contracts/pincode-rule';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@vastra/ui/button';
import { cx } from '@vastra/ui/cx';
import { TruckIcon } from '@vastra/ui/icons';
import { useCheckPincode } from '../api/check-pincode';
import {
  PINCODE_BOX_CLASS,
  PINCODE_LENGTH,
  deliveryDate,
  sanitizePincode,
} from '../lib/pincode-input';

/**
 * Delivery check on the product page: digits only, at most 6, the button disabled while empty;
 * shows the ETA and cash-on-delivery availability, or says delivery is not available there or the
 * check failed (`Msg.pincodeNotServiceable`, `Msg.pincodeCheckFailed`). One field with the
 * contracts' pincode rule (`PINCODE_PATTERN`, the API's own), so the page loads no form library
 * or schema for it.
 */
export function PincodeCheck({ className }: { className?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const check = useCheckPincode();

  // An incomplete pincode gets the message and never reaches the API.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!PINCODE_PATTERN.test(value)) {
      check.reset();
      setHint(PincodeMsg.invalid);
      input.current?.focus();
      return;
    }
    check.mutate(value);
  };

  const result = check.data;
  return (
    <section aria-labelledby={`${id}-h`} className={cx(PINCODE_BOX_CLASS, className)}>
      <h2
        id={`${id}-h`}
        className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em]"
      >
        <TruckIcon className="size-5" /> Delivery Options
      </h2>
      <form onSubmit={onSubmit} className="mt-3 flex gap-2" noValidate>
        <label htmlFor={`${id}-input`} className="sr-only">
          Pincode
        </label>
        <input
          id={`${id}-input`}
          ref={input}
          name="pincode"
          value={value}
          aria-invalid={hint ? true : undefined}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          placeholder="Enter pincode"
          onChange={(e) => {
            if (check.data || check.error) check.reset();
            setHint(null);
            setValue(sanitizePincode(e.target.value));
          }}
          aria-describedby={`${id}-out`}
          className="min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-2.5 text-sm tracking-[0.2em] placeholder:tracking-normal placeholder:text-ink-muted/70 focus:border-ink focus:outline-none"
        />
        <Button type="submit" variant="outline" disabled={!value} loading={check.isPending}>
          Check
        </Button>
      </form>
      <div id={`${id}-out`} aria-live="polite" className="mt-3 text-sm">
        {hint && <p className="text-danger-text">{hint}</p>}
        {check.isError && <p className="text-danger-text">{Msg.pincodeCheckFailed}</p>}
        {result && !result.serviceable && (
          <p className="text-danger-text">{Msg.pincodeNotServiceable}</p>
        )}
        {result?.serviceable && (
          <ul className="space-y-1.5">
            <li className="font-medium text-success-text">
              {result.eta !== null
                ? `Delivery in ${result.eta} ${result.eta === 1 ? 'day' : 'days'} — by ${deliveryDate(result.eta)}`
                : 'Delivery available'}
              {result.city ? (
                <span className="font-normal text-ink-muted">
                  {' '}
                  · {result.city}
                  {result.state ? `, ${result.state}` : ''}
                </span>
              ) : null}
            </li>
            <li className={result.cod ? 'text-ink' : 'text-ink-muted'}>
              {result.cod ? 'Cash on delivery available' : 'Cash on delivery not available'}
            </li>
          </ul>
        )}
        {!hint && !check.isError && !result && (
          <p className="text-ink-muted">
            Enter your pincode to check delivery time and cash on delivery.
          </p>
        )}
      </div>
    </section>
  );
}

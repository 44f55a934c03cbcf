import type { PaymentMethod } from '@vastra/contracts';
import { cx } from '@vastra/ui/cx';

const modes: { value: PaymentMethod; label: string; detail: string }[] = [
  { value: 'Online', label: 'Pay Online', detail: 'UPI, cards, net banking and wallets' },
  { value: 'COD', label: 'Cash on Delivery', detail: 'Pay when your order arrives' },
];

/** Payment modes; cash on delivery is offered only where the courier collects cash. */
export function PaymentMode({
  value,
  onChange,
  codAvailable = true,
  codNote,
}: {
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
  codAvailable?: boolean;
  /** Why cash on delivery is off, when it is not the address (the shopper's account). */
  codNote?: string;
}) {
  return (
    <div role="radiogroup" aria-label="Payment mode" className="grid gap-3 sm:grid-cols-2">
      {modes.map((m) => {
        const off = m.value === 'COD' && !codAvailable;
        return (
          <label
            key={m.value}
            className={cx(
              'flex gap-3 rounded-lg border p-4 transition-colors',
              off ? 'cursor-not-allowed border-line opacity-60' : 'cursor-pointer',
              !off &&
                (value === m.value
                  ? 'border-ink bg-surface-muted/60'
                  : 'border-line hover:border-ink/40'),
            )}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={m.value}
              checked={value === m.value}
              disabled={off}
              onChange={() => onChange(m.value)}
              className="mt-1 size-4 shrink-0 accent-ink"
              aria-label={m.label}
            />
            <span className="text-sm">
              <span className="block font-semibold">{m.label}</span>
              <span className="mt-0.5 block text-ink-muted">
                {off ? (codNote ?? 'Not available at this address') : m.detail}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

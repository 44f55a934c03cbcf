import type { PaymentMethod } from '@vastra/contracts';
import { cn } from '@/components/ui/cn';

const modes: { value: PaymentMethod; label: string; detail: string }[] = [
  { value: 'Online', label: 'Pay Online', detail: 'UPI, cards, net banking and wallets' },
  { value: 'COD', label: 'Cash on Delivery', detail: 'Pay when your order arrives' },
];

export function PaymentMode({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
}) {
  return (
    <div role="radiogroup" aria-label="Payment mode" className="grid gap-3 sm:grid-cols-2">
      {modes.map((m) => (
        <label
          key={m.value}
          className={cn(
            'flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors',
            value === m.value
              ? 'border-ink bg-surface-muted/60'
              : 'border-line hover:border-ink/40',
          )}
        >
          <input
            type="radio"
            name="paymentMethod"
            value={m.value}
            checked={value === m.value}
            onChange={() => onChange(m.value)}
            className="mt-1 size-4 shrink-0 accent-ink"
            aria-label={m.label}
          />
          <span className="text-sm">
            <span className="block font-semibold">{m.label}</span>
            <span className="mt-0.5 block text-ink-muted">{m.detail}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

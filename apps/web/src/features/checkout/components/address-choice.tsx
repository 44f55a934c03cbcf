import type { Address } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui';
import { cn } from '@/components/ui/cn';

interface AddressChoiceProps {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Saved addresses as radio cards; none saved → a link to add one. */
export function AddressChoice({ addresses, selectedId, onSelect }: AddressChoiceProps) {
  if (addresses.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-line px-5 py-8 text-center">
        <p className="text-sm text-ink-muted">You have no saved addresses yet.</p>
        <Link
          to="/account/addresses"
          state={{ showForm: true }}
          className={buttonClass('outline', 'md', 'mt-4')}
        >
          + Add New Address
        </Link>
      </div>
    );
  }
  return (
    <div role="radiogroup" aria-label="Delivery address" className="grid gap-3 sm:grid-cols-2">
      {addresses.map((a) => {
        const checked = a._id === selectedId;
        return (
          <label
            key={a._id}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors',
              checked ? 'border-ink bg-surface-muted/60' : 'border-line hover:border-ink/40',
            )}
          >
            <input
              type="radio"
              name="address"
              value={a._id}
              checked={checked}
              onChange={() => onSelect(a._id)}
              className="mt-1 size-4 shrink-0 accent-ink"
              aria-label={`${a.name || 'Address'}, ${a.address}, ${a.city}`}
            />
            <span className="min-w-0 text-sm">
              <span className="flex items-center gap-2 font-semibold">
                {a.name || 'Address'}
                {a.isDefault && (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[0.65rem] font-semibold text-brand-800">
                    Default
                  </span>
                )}
              </span>
              <span className="mt-1 block text-ink-muted">
                {a.address}
                {a.landmark ? `, ${a.landmark}` : ''}, {a.city}, {a.state} - {a.zipcode}
              </span>
              <span className="mt-1 block text-ink-muted">Phone: {a.phone}</span>
            </span>
          </label>
        );
      })}
      <Link
        to="/account/addresses"
        state={{ showForm: true }}
        className="self-center text-sm font-medium underline-offset-4 hover:underline"
      >
        + Add New Address
      </Link>
    </div>
  );
}

import type { Address } from '@vastra/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

interface AddressChoiceProps {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Opens the add-address dialog (the shopper stays in the checkout). */
  onAdd: () => void;
  onEdit: (address: Address) => void;
}

/** Saved addresses as radio cards, each editable; '+ Add New Address' opens a dialog. */
export function AddressChoice({
  addresses,
  selectedId,
  onSelect,
  onAdd,
  onEdit,
}: AddressChoiceProps) {
  if (addresses.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-line px-5 py-8 text-center">
        <p className="text-sm text-ink-muted">You have no saved addresses yet.</p>
        <Button variant="outline" className="mt-4" onClick={onAdd}>
          + Add New Address
        </Button>
      </div>
    );
  }
  return (
    <div role="radiogroup" aria-label="Delivery address" className="grid gap-3 sm:grid-cols-2">
      {addresses.map((a) => {
        const checked = a._id === selectedId;
        const label = `${a.name || 'Address'}, ${a.address}, ${a.city}`;
        return (
          <div key={a._id} className="relative">
            <label
              className={cn(
                'flex h-full cursor-pointer gap-3 rounded-lg border p-4 pr-16 transition-colors',
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
                aria-label={label}
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
            <button
              type="button"
              onClick={() => onEdit(a)}
              aria-label={`Edit ${label}`}
              className="absolute right-3 top-3 rounded px-2 py-1 text-xs font-semibold uppercase tracking-wide text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              Edit
            </button>
          </div>
        );
      })}
      <button
        type="button"
        onClick={onAdd}
        className="self-center text-sm font-medium underline-offset-4 hover:underline"
      >
        + Add New Address
      </button>
    </div>
  );
}

import type { Address } from '@vastra/contracts';
import { Button } from '@vastra/ui/button';
import { cx } from '@vastra/ui/cx';
import * as L from '../lib/checkout-layout';

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
    <div role="radiogroup" aria-label="Delivery address" className={L.ADDRESS_GRID}>
      {addresses.map((a) => {
        const checked = a._id === selectedId;
        const label = `${a.name || 'Address'}, ${a.address}, ${a.city}`;
        return (
          <div key={a._id} className="relative">
            <label
              className={cx(
                L.ADDRESS_CARD,
                checked ? L.ADDRESS_CARD_CHECKED : L.ADDRESS_CARD_UNCHECKED,
              )}
            >
              <input
                type="radio"
                name="address"
                value={a._id}
                checked={checked}
                onChange={() => onSelect(a._id)}
                className={L.ADDRESS_RADIO}
                aria-label={label}
              />
              <span className={L.ADDRESS_TEXT}>
                <span className={L.ADDRESS_NAME}>
                  {a.name || 'Address'}
                  {a.isDefault && <span className={L.ADDRESS_DEFAULT}>Default</span>}
                </span>
                <span className={L.ADDRESS_LINE}>{L.addressLine(a)}</span>
                <span className={L.ADDRESS_LINE}>Phone: {a.phone}</span>
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

import type { Address } from '@vastra/contracts';
import { Badge, Button } from '@vastra/ui';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

export function AddressCard({
  address: a,
  busy,
  onEdit,
  onDelete,
  onSetDefault,
}: AddressCardProps) {
  return (
    <li
      aria-label={`${a.name || 'Address'}, ${a.city}`}
      className={`rounded-xl border p-5 ${a.isDefault ? 'border-ink' : 'border-line'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">{a.name || 'Address'}</p>
        {a.isDefault && <Badge tone="brand">Default</Badge>}
      </div>
      <address className="mt-2 text-sm not-italic leading-relaxed text-ink-muted">
        {a.address}
        {a.landmark && (
          <>
            <br />
            Landmark: {a.landmark}
          </>
        )}
        <br />
        {a.city}, {a.state} - {a.zipcode}
        <br />
        {a.country}
        <br />
        Phone: {a.phone}
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} disabled={busy}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} disabled={busy}>
          <span className="text-danger-text">Delete</span>
        </Button>
        {!a.isDefault && (
          <Button size="sm" variant="ghost" onClick={onSetDefault} disabled={busy}>
            Set as Default
          </Button>
        )}
      </div>
    </li>
  );
}

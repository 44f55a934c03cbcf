import { DELIVERY_PROBLEMS, shopDay, type DeliveryProblem } from '@vastra/contracts';
import type { StaffOrderAction } from '@vastra/contracts/admin/orders';
import { Input } from '@vastra/ui/input';
import { Select } from '@vastra/ui/select';

/** What a staff action's dialog collects besides its note (see `STAFF_ACTION_INFO`). */
export interface ActionExtras {
  courier: string;
  awb: string;
  trackingUrl: string;
  deliveredOn: string;
  problem: DeliveryProblem | '';
}

export const emptyExtras = (): ActionExtras => ({
  courier: '',
  awb: '',
  trackingUrl: '',
  deliveredOn: shopDay(),
  problem: '',
});

/** The request's own fields for `action` from what the dialog collected. */
export function extrasBody(action: StaffOrderAction, x: ActionExtras): Record<string, unknown> {
  if (action === 'ship' && (x.courier.trim() || x.awb.trim()))
    return { shipment: { courier: x.courier, awb: x.awb, trackingUrl: x.trackingUrl } };
  if (action === 'deliver') return { deliveredOn: x.deliveredOn };
  if ((action === 'deliveryFailed' || action === 'rto') && x.problem) return { problem: x.problem };
  return {};
}

/**
 * The dialog's fields for the actions that take more than a note: the shop's own courier (name,
 * AWB, tracking link; empty books with the integrated courier), the delivery day, or what went
 * wrong with a delivery.
 */
export function ActionFields({
  action,
  value,
  onChange,
}: {
  action: StaffOrderAction;
  value: ActionExtras;
  onChange: (next: ActionExtras) => void;
}) {
  const set = (patch: Partial<ActionExtras>) => onChange({ ...value, ...patch });
  if (action === 'ship')
    return (
      <fieldset className="mt-4 space-y-3">
        <legend className="text-sm font-medium">Our own courier (optional)</legend>
        <p className="text-xs text-ink-muted">
          Leave these empty to book with the integrated courier.
        </p>
        <Input
          label="Courier"
          value={value.courier}
          onChange={(e) => set({ courier: e.target.value })}
        />
        <Input label="AWB" value={value.awb} onChange={(e) => set({ awb: e.target.value })} />
        <Input
          label="Tracking link"
          type="url"
          placeholder="https://"
          value={value.trackingUrl}
          onChange={(e) => set({ trackingUrl: e.target.value })}
        />
      </fieldset>
    );
  if (action === 'deliver')
    return (
      <Input
        label="Delivered on"
        type="date"
        max={shopDay()}
        wrapperClassName="mt-4"
        value={value.deliveredOn}
        onChange={(e) => set({ deliveredOn: e.target.value })}
      />
    );
  if (action === 'deliveryFailed' || action === 'rto')
    return (
      <Select
        label="What went wrong"
        wrapperClassName="mt-4"
        placeholder="Choose…"
        options={DELIVERY_PROBLEMS.map((p) => ({ value: p, label: p }))}
        value={value.problem}
        onChange={(e) => set({ problem: e.target.value as DeliveryProblem })}
      />
    );
  return null;
}

import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import { Select } from '@vastra/ui/select';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@vastra/contracts';
import { AdminOrderMsg } from '@vastra/contracts/admin/orders';
import { useState, type FormEvent } from 'react';
import { ORDER_FILTER_KEYS, type OrderFilterKey } from '../lib/order-query';

type Draft = Record<OrderFilterKey, string>;
const EMPTY: Draft = { q: '', status: '', paymentMethod: '', from: '', to: '', pincode: '' };

/**
 * The orders list's filters as one form: nothing is fetched while typing; "Apply filters" (or
 * Enter) applies them all at once and the list goes back to its first page.
 */
export function OrderFiltersForm({
  filters,
  onApply,
}: {
  filters: Record<string, string>;
  onApply: (next: Draft) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => {
    const d = { ...EMPTY };
    for (const k of ORDER_FILTER_KEYS) d[k] = filters[k] ?? '';
    return d;
  });
  const [pinError, setPinError] = useState<string | undefined>();
  const set = (k: OrderFilterKey, v: string) => setDraft((d) => ({ ...d, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.pincode && !/^\d{6}$/.test(draft.pincode)) {
      setPinError(AdminOrderMsg.pincodeInvalid);
      return;
    }
    setPinError(undefined);
    onApply({ ...draft, q: draft.q.trim() });
  };

  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <Input
        label="Order number, invoice, AWB, phone, e-mail or name"
        type="search"
        value={draft.q}
        maxLength={100}
        onChange={(e) => set('q', e.target.value)}
        wrapperClassName="sm:col-span-3 lg:col-span-2"
      />
      <Select
        label="State"
        value={draft.status}
        onChange={(e) => set('status', e.target.value)}
        options={[
          { value: '', label: 'All states' },
          ...ORDER_STATUSES.map((s) => ({ value: s, label: s })),
        ]}
      />
      <Select
        label="Payment"
        value={draft.paymentMethod}
        onChange={(e) => set('paymentMethod', e.target.value)}
        options={[
          { value: '', label: 'Any payment' },
          ...PAYMENT_METHODS.map((m) => ({
            value: m,
            label: m === 'COD' ? 'Cash on delivery' : 'Online',
          })),
        ]}
      />
      <Input
        label="Placed from"
        type="date"
        value={draft.from}
        onChange={(e) => set('from', e.target.value)}
      />
      <Input
        label="Placed to"
        type="date"
        value={draft.to}
        onChange={(e) => set('to', e.target.value)}
      />
      <Input
        label="Pincode"
        inputMode="numeric"
        maxLength={6}
        value={draft.pincode}
        error={pinError}
        onChange={(e) => set('pincode', e.target.value.replace(/\D/g, ''))}
      />
      <div className="flex items-end gap-2 sm:col-span-3 lg:col-span-6">
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(EMPTY);
            setPinError(undefined);
            onApply(EMPTY);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

import { ORDER_STATUSES, PAYMENT_METHODS } from '@vastra/contracts';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_ORDER_FILTERS, type OrderFilters } from '../lib/order-filters';

const control =
  'mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900';

/**
 * The orders list's filters as one form: nothing is fetched while typing; "Apply filters" (or
 * Enter) applies them all at once and returns to the first page.
 */
export function OrderFiltersForm({
  filters,
  onApply,
}: {
  filters: OrderFilters;
  onApply: (next: OrderFilters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const [pinError, setPinError] = useState<string | null>(null);
  const set = <K extends keyof OrderFilters>(k: K, v: OrderFilters[K]) =>
    setDraft((d) => ({ ...d, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.pincode && !/^\d{6}$/.test(draft.pincode)) {
      setPinError('Please enter a valid 6-digit pincode.');
      return;
    }
    setPinError(null);
    onApply({ ...draft, q: draft.q.trim(), page: 1 });
  };

  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-slate-300 p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <div className="sm:col-span-3 lg:col-span-2">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          Order id, e-mail or phone
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={draft.q}
          maxLength={100}
          onChange={(e) => set('q', e.target.value)}
          className={control}
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="text-sm font-medium">
          State
        </label>
        <select
          id={`${id}-status`}
          value={draft.status}
          onChange={(e) => set('status', e.target.value as OrderFilters['status'])}
          className={control}
        >
          <option value="">All states</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-pm`} className="text-sm font-medium">
          Payment
        </label>
        <select
          id={`${id}-pm`}
          value={draft.paymentMethod}
          onChange={(e) => set('paymentMethod', e.target.value as OrderFilters['paymentMethod'])}
          className={control}
        >
          <option value="">Any payment</option>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {m === 'COD' ? 'Cash on delivery' : 'Online'}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="text-sm font-medium">
          Placed from
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          onChange={(e) => set('from', e.target.value)}
          className={control}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="text-sm font-medium">
          Placed to
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          onChange={(e) => set('to', e.target.value)}
          className={control}
        />
      </div>
      <div>
        <label htmlFor={`${id}-pin`} className="text-sm font-medium">
          Pincode
        </label>
        <input
          id={`${id}-pin`}
          inputMode="numeric"
          value={draft.pincode}
          maxLength={6}
          aria-invalid={pinError ? true : undefined}
          aria-describedby={pinError ? `${id}-pin-error` : undefined}
          onChange={(e) => set('pincode', e.target.value.replace(/\D/g, ''))}
          className={control}
        />
        {pinError && (
          <p id={`${id}-pin-error`} className="mt-1 text-sm text-red-800">
            {pinError}
          </p>
        )}
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-5">
        <button
          type="submit"
          className="rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white"
        >
          Apply filters
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(DEFAULT_ORDER_FILTERS);
            setPinError(null);
            onApply(DEFAULT_ORDER_FILTERS);
          }}
          className="rounded-md border border-slate-400 px-3 py-2 text-sm font-medium"
        >
          Clear
        </button>
      </div>
    </form>
  );
}

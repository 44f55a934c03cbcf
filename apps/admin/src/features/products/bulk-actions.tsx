import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminProductRow } from '@vastra/contracts/admin/catalogue';
import type { BulkAction } from '@vastra/contracts/admin/catalogue-bulk';
import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import { Select } from '@vastra/ui/select';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { bulkEditProducts, productsKey } from './api';

/**
 * Choosing products on the list (a checkbox per row, one for the whole page) and the one action
 * to take on all of them: set the MRP, set a discount in per cent, or show/hide them. The API
 * applies it to all or none and refuses products saved since the list was read.
 */

/** The chosen products by id, with the edit version the list showed. */
export type Selection = ReadonlyMap<string, number>;

export function selectColumn(
  rows: AdminProductRow[],
  selected: Selection,
  setSelected: (next: Map<string, number>) => void,
): ColumnDef<AdminProductRow, unknown> {
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r._id));
  return {
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        aria-label="Select all products on this page"
        className="size-4"
        checked={allOnPage}
        onChange={() => {
          const next = new Map(selected);
          for (const r of rows) {
            if (allOnPage) next.delete(r._id);
            else next.set(r._id, r.editVersion);
          }
          setSelected(next);
        }}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select ${row.original.name}`}
        className="size-4"
        checked={selected.has(row.original._id)}
        onChange={() => {
          const next = new Map(selected);
          if (next.has(row.original._id)) next.delete(row.original._id);
          else next.set(row.original._id, row.original.editVersion);
          setSelected(next);
        }}
      />
    ),
  };
}

type Kind = BulkAction['type'];

function actionOf(kind: Kind, value: string, status: 'active' | 'hidden'): BulkAction {
  if (kind === 'visibility') return { type: 'visibility', status };
  if (kind === 'price') return { type: 'price', price: Number(value) };
  return { type: 'discount', percent: Number(value) };
}

export function BulkBar({ selected, onDone }: { selected: Selection; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('discount');
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<'active' | 'hidden'>('hidden');
  const apply = useMutation({
    mutationFn: () =>
      bulkEditProducts({
        ids: [...selected.keys()],
        versionsSeen: Object.fromEntries(selected),
        action: actionOf(kind, value, status),
      }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setValue('');
      onDone();
      void queryClient.invalidateQueries({ queryKey: productsKey });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply.mutate();
  };
  const count = selected.size;
  return (
    <form
      aria-label="Change the chosen products"
      onSubmit={submit}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface-muted p-3"
    >
      <p className="self-center text-sm font-medium" aria-live="polite">
        {count} product{count === 1 ? '' : 's'} chosen
      </p>
      <Select
        label="Change"
        value={kind}
        onChange={(e) => setKind(e.target.value as Kind)}
        options={[
          { value: 'discount', label: 'Discount %' },
          { value: 'price', label: 'Price (MRP)' },
          { value: 'visibility', label: 'Visibility' },
        ]}
      />
      {kind === 'visibility' ? (
        <Select
          label="Visibility"
          value={status}
          onChange={(e) => setStatus(e.target.value as 'active' | 'hidden')}
          options={[
            { value: 'active', label: 'Show on the storefront' },
            { value: 'hidden', label: 'Hide from the storefront' },
          ]}
        />
      ) : (
        <Input
          label={kind === 'price' ? 'New MRP (₹)' : 'Discount (% off MRP)'}
          type="number"
          inputMode="decimal"
          min={kind === 'price' ? 0.01 : 0}
          max={kind === 'price' ? undefined : 95}
          step={kind === 'price' ? 0.01 : 1}
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      <Button type="submit" loading={apply.isPending}>
        Apply to {count} product{count === 1 ? '' : 's'}
      </Button>
      <Button type="button" variant="outline" onClick={onDone}>
        Clear selection
      </Button>
    </form>
  );
}

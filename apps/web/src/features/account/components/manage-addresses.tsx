import { Msg, type Address } from '@vastra/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Skeleton } from '@vastra/ui';
import { AddressForm, useAddresses } from '@/entities/address';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDeleteAddress } from '../api/delete-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressCard } from './address-card';

import { SectionHeading } from './section-heading';

type FormState = { mode: 'hidden' } | { mode: 'add' } | { mode: 'edit'; address: Address };

/** Navigation state the page honours: `showForm` opens the form, with `editingAddress` to edit. */
interface AddressesNavState {
  showForm?: boolean;
  editingAddress?: Address;
}

function initialForm(state: unknown): FormState {
  const s = (state ?? {}) as AddressesNavState;
  if (
    s.editingAddress &&
    typeof s.editingAddress === 'object' &&
    typeof s.editingAddress._id === 'string'
  ) {
    return { mode: 'edit', address: s.editingAddress };
  }
  return s.showForm ? { mode: 'add' } : { mode: 'hidden' };
}

/** Manage Addresses: default first with its badge; add, edit, delete, set as default. */
export function ManageAddresses() {
  const location = useLocation();
  const { user } = useSession();
  const [form, setForm] = useState<FormState>(() => initialForm(location.state));
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const busy = remove.isPending || makeDefault.isPending;

  return (
    <div>
      <SectionHeading
        action={
          form.mode === 'hidden' && (
            <Button variant="outline" onClick={() => setForm({ mode: 'add' })}>
              + Add New Address
            </Button>
          )
        }
      >
        Manage Addresses
      </SectionHeading>
      {form.mode !== 'hidden' && (
        <AddressForm
          key={form.mode === 'edit' ? form.address._id : 'new'}
          editing={form.mode === 'edit' ? form.address : null}
          defaultName={user?.name}
          onDone={() => setForm({ mode: 'hidden' })}
        />
      )}
      {addresses.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true" aria-label="Loading addresses">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : addresses.isError ? (
        <p role="alert" className="text-danger-text">
          {errorMessage(addresses.error, Msg.addressesFetchFailed)}
        </p>
      ) : addresses.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line px-6 py-12 text-center">
          <p className="font-semibold">{Msg.noAddresses}</p>
          <p className="mt-1 text-sm text-ink-muted">{Msg.noAddressesDetail}</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
          {addresses.data.map((a) => (
            <AddressCard
              key={a._id}
              address={a}
              busy={busy}
              onEdit={() => setForm({ mode: 'edit', address: a })}
              onDelete={() => remove.mutate(a._id)}
              onSetDefault={() => makeDefault.mutate(a._id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

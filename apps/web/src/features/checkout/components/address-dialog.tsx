import type { Address } from '@vastra/contracts';
import { Modal } from '@vastra/ui/modal';
import { ACCOUNT_TOAST_MS } from '@vastra/ui/toast';
import { AddressForm, addressFormTitle } from '@/entities/address';
import { useSession } from '@/lib/session';

/** What the checkout's address dialog is doing: adding, editing one address, or closed. */
export type AddressEditing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

/**
 * Add or edit a delivery address without leaving the checkout: the account page's address form
 * in a dialog; the saved address is handed back so the checkout can select it.
 */
export function AddressDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: AddressEditing;
  onClose: () => void;
  onSaved: (address: Address) => void;
}) {
  const { user } = useSession();
  const address = editing?.mode === 'edit' ? editing.address : null;
  return (
    <Modal open={editing !== null} onClose={onClose} title={addressFormTitle(address)} size="lg">
      <div className="p-5">
        <AddressForm
          key={address?._id ?? 'new'}
          bare
          editing={address}
          defaultName={user?.name}
          onDone={onClose}
          onSaved={onSaved}
          toastMs={ACCOUNT_TOAST_MS}
        />
      </div>
    </Modal>
  );
}

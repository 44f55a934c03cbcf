import { Button } from '@vastra/ui/button';
import { Modal } from '@vastra/ui/modal';
import type { ReactNode } from 'react';

/** The design system's dialog (Radix: focus trap, Escape, focus given back), reused as is. */
export { Modal as Dialog } from '@vastra/ui/modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting (default "Cancel"). */
  dismissLabel?: string;
  /** A destructive action gets the red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action that is hard to undo. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  dismissLabel = 'Cancel',
  danger,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {dismissLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className="px-5 py-4 text-sm">{children}</div>
    </Modal>
  );
}

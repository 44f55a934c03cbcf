import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A confirmation over the page (Radix Dialog: focus trapped inside, Escape and Cancel close it,
 * focus returns to the button that opened it).
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 w-[min(32rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 text-slate-900 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </Dialog.Description>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              onConfirm();
            }}
          >
            {children}
            <div className="mt-6 flex justify-end gap-2">
              <Dialog.Close asChild>
                <button
                  type="button"
                  className="rounded-md border border-slate-400 px-3 py-2 text-sm font-medium"
                >
                  Cancel
                </button>
              </Dialog.Close>
              <button
                type="submit"
                disabled={pending}
                className={
                  danger
                    ? 'rounded-md bg-red-700 px-3 py-2 text-sm font-medium text-white disabled:opacity-50'
                    : 'rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white disabled:opacity-50'
                }
              >
                {pending ? 'Working…' : confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

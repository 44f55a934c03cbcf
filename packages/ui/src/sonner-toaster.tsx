import { useRef, type FocusEvent } from 'react';
import { toast as sonner, Toaster as SonnerToaster } from 'sonner';
import { TOAST_REGION_LABEL, type ToastKind } from './toast-strings';

/** sonner's own API, for toast.tsx to hand the toasts over once this module has loaded. */
export { sonner };

const kindIcon: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i' };
const icon = (kind: ToastKind) => (
  <span
    aria-hidden
    className="grid size-5 place-items-center rounded-full bg-white/15 text-xs font-bold"
  >
    {kindIcon[kind]}
  </span>
);

/**
 * sonner pauses a toast's timer while the pointer is over the stack (its `mousemove`/`mouseleave`
 * handlers expand the stack) but not while keyboard focus is in it. Focus entering the stack
 * replays the pointer's "enter", focus leaving it the pointer's "leave", so a keyboard user gets
 * the same pause.
 */
function useFocusPause() {
  const inside = useRef(false);
  // Dispatched after React has finished with the focus event (it ignores an event dispatched
  // while it is still handling another).
  const replay = (e: FocusEvent<HTMLElement>, event: MouseEvent) => {
    const list = e.currentTarget.querySelector<HTMLElement>('[data-sonner-toaster]');
    setTimeout(() => list?.dispatchEvent(event), 0);
  };
  return {
    onFocus: (e: FocusEvent<HTMLElement>) => {
      if (inside.current) return;
      inside.current = true;
      replay(e, new MouseEvent('mousemove', { bubbles: true }));
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
      inside.current = false;
      replay(e, new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    },
  };
}

/**
 * Top-centre toast stack (dark, the shop's look) on sonner: one polite live region that announces
 * each toast once, a close button per toast, and the timer paused on hover or focus.
 */
export function SonnerStack() {
  const pause = useFocusPause();
  return (
    <div {...pause} className="contents">
      <SonnerToaster
        position="top-center"
        // sonner sets a system font on its list; the toasts use the shop's.
        style={{ fontFamily: 'var(--font-sans)' }}
        containerAriaLabel={TOAST_REGION_LABEL}
        visibleToasts={4}
        gap={8}
        closeButton
        icons={{ success: icon('success'), error: icon('error'), info: icon('info') }}
        toastOptions={{
          unstyled: true,
          closeButtonAriaLabel: 'Dismiss notification',
          classNames: {
            toast:
              'pointer-events-auto flex w-full items-center gap-3 rounded-lg border bg-gray-900 px-4 py-3 text-sm text-white shadow-lg',
            success: 'border-success/40',
            error: 'border-danger/50',
            info: 'border-info/40',
            content: 'flex-1',
            closeButton: 'order-last ml-2 text-white/70 hover:text-white',
          },
        }}
      />
    </div>
  );
}

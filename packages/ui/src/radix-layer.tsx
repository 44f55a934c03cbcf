import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { cx } from './cx';
import type { ShellProps } from './layer-props';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The first control of the layer's body (not the header's Close button), else the first control,
 * else the panel itself. Radix focuses the first tabbable element of the whole panel, which would
 * be the Close button; the shop's layers start where the shopper's task starts.
 */
function firstFocus(panel: HTMLElement, initial?: HTMLElement | null): HTMLElement {
  const body = panel.querySelector<HTMLElement>('[data-layer-body]');
  return (
    initial ??
    body?.querySelector<HTMLElement>(TABBABLE) ??
    panel.querySelector<HTMLElement>(TABBABLE) ??
    panel
  );
}

/**
 * The common modal layer on Radix Dialog: portal, backdrop, dialog semantics, focus moved in and
 * given back on close, Tab kept inside, the page behind hidden from assistive technology and
 * pointer events, Escape (topmost layer only), and scroll lock that keeps the scrollbar's width
 * so the page does not shift. The look (backdrop, panel, enter animations) is the shop's own.
 * Classes are joined, not merged (no tailwind-merge on a layer's first open): `position`, `panel`
 * and `className` add to the base classes and never restate one of its properties.
 */
export function RadixLayer({
  open,
  onClose,
  title,
  hideTitle,
  children,
  initialFocus,
  className,
  footer,
  dismissOnBackdrop = true,
  position,
  panel,
}: ShellProps) {
  // Radix gives focus back to its Trigger; these layers are opened from anywhere (a button, a
  // route, a timer), so the element focused when the layer opened gets it back.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={cx('fixed inset-0 z-[60] flex', position)}>
          <div
            aria-hidden
            className="absolute inset-0 bg-black/55 animate-fade-in will-change-[opacity] md:bg-black/50 md:backdrop-blur-[2px]"
          />
          <Dialog.Content
            aria-describedby={undefined}
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              returnTo.current = document.activeElement as HTMLElement | null;
              const target = e.currentTarget as HTMLElement | null;
              if (target) firstFocus(target, initialFocus?.current).focus({ preventScroll: true });
            }}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              const el = returnTo.current;
              returnTo.current = null;
              if (el?.isConnected) el.focus({ preventScroll: true });
            }}
            onPointerDownOutside={dismissOnBackdrop ? undefined : (e) => e.preventDefault()}
            className={cx(
              'relative flex flex-col bg-surface text-ink shadow-2xl outline-none',
              panel,
              className,
            )}
          >
            <div
              className={cx(
                'flex items-center justify-between gap-4 border-b border-line px-5 py-4',
                hideTitle && 'sr-only',
              )}
            >
              <Dialog.Title className="font-display text-xl font-semibold">{title}</Dialog.Title>
              <Dialog.Close
                aria-label="Close"
                className="grid size-9 place-items-center rounded-full text-ink-muted transition hover:bg-surface-muted hover:text-ink"
              >
                <svg
                  aria-hidden
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                >
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            </div>
            <div data-layer-body className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
              {children}
            </div>
            {footer && <div className="border-t border-line px-5 py-4">{footer}</div>}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

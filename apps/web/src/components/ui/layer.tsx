import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

export interface LayerProps {
  open: boolean;
  onClose: () => void;
  /** Heading text; also names the dialog. */
  title: ReactNode;
  /** Hide the visible heading (still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** Footer area (buttons). */
  footer?: ReactNode;
  /** A click on the backdrop closes the layer (default). Off for dialogs a stray click must not end. */
  dismissOnBackdrop?: boolean;
}

interface ShellProps extends LayerProps {
  position: string;
  panel: string;
}

/** The common modal layer: portal, backdrop, dialog semantics, focus trap, Escape, scroll lock. */
export function LayerShell({
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
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, open, { onEscape: onClose, initialFocus });
  useScrollLock(open);
  if (!open) return null;
  return createPortal(
    <div className={cn('fixed inset-0 z-[60] flex', position)}>
      <div
        aria-hidden
        className="absolute inset-0 bg-black/50 backdrop-blur-[2px] animate-fade-in"
        onClick={dismissOnBackdrop ? onClose : undefined}
      />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          'relative flex flex-col bg-surface text-ink shadow-2xl outline-none',
          panel,
          className,
        )}
      >
        <div
          className={cn(
            'flex items-center justify-between gap-4 border-b border-line px-5 py-4',
            hideTitle && 'sr-only',
          )}
        >
          <h2 id={titleId} className="font-display text-xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
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
          </button>
        </div>
        <div data-layer-body className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          {children}
        </div>
        {footer && <div className="border-t border-line px-5 py-4">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { Button } from '@vastra/ui/button';
import { useAfterPaint } from '@/lib/use-after-paint';
import { sizeInStock, type CardProduct } from '../lib';

interface CardSizeSheetProps {
  product: CardProduct;
  sizes: string[];
  /** An add is on its way: the sizes wait for it. */
  pending: boolean;
  onPick: (size: string) => void;
  onClose: () => void;
  /** The button that opened the sheet: it gets the focus back when the sheet closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

const SIZE_BUTTON =
  'min-w-10 rounded-md border border-line px-2.5 py-1.5 text-xs font-semibold transition-colors hover:border-ink hover:bg-ink hover:text-surface disabled:cursor-not-allowed disabled:opacity-40 disabled:line-through';

/**
 * A card's size sheet, drawn over the card's picture. Cheap to open on a phone: an opaque panel
 * (no backdrop blur, which makes the browser re-layer the page) that slides in with `transform`
 * only, on a layer of its own from its first frame (`will-change`); the tap paints the sheet's
 * frame, and its sizes render just after that paint. The first size available then takes the
 * focus; Escape and Cancel close it and give the focus back to the card's Add to Bag.
 */
export function CardSizeSheet({
  product,
  sizes,
  pending,
  onPick,
  onClose,
  opener,
}: CardSizeSheetProps) {
  const listed = useAfterPaint(true);
  const list = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!listed) return;
    list.current
      ?.querySelector<HTMLButtonElement>('button:not([disabled])')
      ?.focus({ preventScroll: true });
  }, [listed]);

  const close = useCallback(() => {
    onClose();
    opener.current?.focus({ preventScroll: true });
  }, [onClose, opener]);

  // Escape from anywhere inside the sheet closes it.
  useEffect(() => {
    const el = sheet.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      close();
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <div
      ref={sheet}
      role="group"
      aria-label="Select size"
      className="absolute inset-x-0 bottom-0 z-10 border-t border-line bg-surface p-3 animate-slide-in-up will-change-transform"
    >
      <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-ink-muted">
        Select size
      </p>
      <div ref={list} className="flex min-h-[1.875rem] flex-wrap gap-1.5">
        {listed &&
          sizes.map((s) => (
            <button
              key={s}
              type="button"
              disabled={!sizeInStock(product, s) || pending}
              onClick={() => onPick(s)}
              className={SIZE_BUTTON}
            >
              {s}
            </button>
          ))}
      </div>
      <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={close}>
        Cancel
      </Button>
    </div>
  );
}

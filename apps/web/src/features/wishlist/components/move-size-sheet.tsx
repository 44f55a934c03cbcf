import { Msg, type WishlistItem } from '@vastra/contracts';
import { useState } from 'react';
import { BottomSheet } from '@vastra/ui/bottom-sheet';
import { Button } from '@vastra/ui/button';
import { cx } from '@vastra/ui/cx';

/**
 * Move to Cart's size question: the sizes still in stock, none chosen, and Move to Bag once one
 * is. Opened for every product sold in more than one free size.
 */
export function MoveSizeSheet({
  item,
  onClose,
  onMove,
}: {
  item: WishlistItem | null;
  onClose: () => void;
  onMove: (item: WishlistItem, size: string) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const close = () => {
    setChosen(null);
    onClose();
  };
  const sizes = item?.availableSizes ?? [];
  return (
    <BottomSheet
      open={item !== null}
      onClose={close}
      title="Select Size"
      footer={
        <Button
          className="w-full"
          disabled={!chosen}
          onClick={() => {
            if (!item || !chosen) return;
            onMove(item, chosen);
            close();
          }}
        >
          Move to Bag
        </Button>
      }
    >
      <div className="px-5 pb-4">
        <p className="text-sm text-ink-muted">
          {item?.name}: {sizes.length > 0 ? Msg.chooseSizeToMove : Msg.soldOutEverySize}
        </p>
        {sizes.length > 0 && (
          <fieldset className="mt-4">
            <legend className="sr-only">Size</legend>
            <div className="flex flex-wrap gap-2">
              {sizes.map((size) => (
                <label
                  key={size}
                  className={cx(
                    'relative grid min-w-12 cursor-pointer place-items-center rounded-md border px-3 py-2 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                    chosen === size
                      ? 'border-ink bg-ink text-surface'
                      : 'border-line hover:border-ink',
                  )}
                >
                  <input
                    type="radio"
                    name="move-size"
                    value={size}
                    checked={chosen === size}
                    onChange={() => setChosen(size)}
                    // Over the whole chip, transparent: the click lands on the radio itself.
                    className="absolute inset-0 cursor-pointer appearance-none opacity-0"
                  />
                  {size}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>
    </BottomSheet>
  );
}

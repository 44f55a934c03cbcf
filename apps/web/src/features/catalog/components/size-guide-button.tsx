import { sizeChartKindOf } from '@vastra/contracts';
import { lazy, Suspense, useState } from 'react';

// The chart tables and the dialog are not needed for the first paint: they load at the first open.
const SizeGuideDialog = lazy(() =>
  import('./size-guide-dialog').then((m) => ({ default: m.SizeGuideDialog })),
);

/** "Size guide" beside the size picker; nothing for garments without a chart (free size). */
export function SizeGuideButton({
  garment,
  categoryId,
  selectedSize,
}: {
  garment: string | undefined;
  /** The product's category: its own chart, when the shop has set one, replaces the default. */
  categoryId: string | undefined;
  selectedSize: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!garment || !sizeChartKindOf(garment)) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="text-xs font-semibold text-brand-700 underline underline-offset-4 hover:text-ink dark:text-brand-300"
      >
        Size guide
      </button>
      {used && (
        <Suspense fallback={null}>
          <SizeGuideDialog
            garment={garment}
            categoryId={categoryId}
            selectedSize={selectedSize}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

import { offersSizeGuide } from '@vastra/contracts';
import { lazy, Suspense, useState } from 'react';

// The chart tables and the dialog are not needed for the first paint: they load at the first open.
const SizeGuideDialog = lazy(() =>
  import('./size-guide-dialog').then((m) => ({ default: m.SizeGuideDialog })),
);

/**
 * "Size guide" beside the size picker, whenever a chart exists: the shop's own for the product's
 * subcategory or category (the product says so, so no request is made to decide) or the garment
 * kind's default. Nothing without either (a free-size garment with no chart of the shop's).
 */
export function SizeGuideButton({
  garment,
  categoryId,
  subcategoryId,
  categoryChart,
  selectedSize,
}: {
  garment: string | undefined;
  /** The product's category and subcategory: the shop's chart of either replaces the default. */
  categoryId: string | undefined;
  subcategoryId: string | undefined;
  /** The subcategory or the category has its own chart. */
  categoryChart: boolean;
  selectedSize: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!offersSizeGuide({ garment, categorySizeChart: categoryChart })) return null;
  return (
    <>
      {/* Taller than its text (the row keeps its height), for a thumb on a phone. */}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="-my-2 py-2 text-xs font-semibold text-brand-700 underline underline-offset-4 hover:text-ink dark:text-brand-300"
      >
        Size guide
      </button>
      {used && (
        <Suspense fallback={null}>
          <SizeGuideDialog
            garment={garment}
            categoryId={categoryChart ? categoryId : undefined}
            subcategoryId={subcategoryId}
            selectedSize={selectedSize}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

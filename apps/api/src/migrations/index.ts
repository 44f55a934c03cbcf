import type { Migration } from '../lib/migrations';
import { foldLegacyBags } from '../modules/cart';
import { publishProductsWithoutStatus } from '../modules/catalog';
import { backfillOrderRefs } from '../modules/orders';
import { backfillFitCounts } from '../modules/reviews';

/** Every data migration, oldest first; add new ones at the end with a later id. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: '2026-07-01-fold-legacy-bags',
    run: async (db, logger) => {
      await foldLegacyBags(db, logger);
    },
  },
  { id: '2026-11-27-order-refs', run: backfillOrderRefs },
  {
    id: '2026-11-27-review-fit-counts',
    run: async (_db, logger) => {
      await backfillFitCounts(logger);
    },
  },
  {
    id: '2026-11-27-products-published',
    run: async (_db, logger) => {
      await publishProductsWithoutStatus(logger);
    },
  },
];

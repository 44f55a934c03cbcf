import type { Logger } from '../../lib/logger';
import { ProductModel } from './product.model';

/**
 * Products from before drafts existed are published: each one stored without a status (read as
 * active until now) gets `active` written, so no older product can be taken for a draft and
 * every product's publication state is stored. Safe to repeat: it touches only products still
 * without one.
 */
export async function publishProductsWithoutStatus(logger: Logger): Promise<void> {
  const res = await ProductModel.updateMany(
    { status: { $in: [null] } },
    { $set: { status: 'active' } },
  );
  if (res.modifiedCount) logger.info({ products: res.modifiedCount }, 'products marked published');
}

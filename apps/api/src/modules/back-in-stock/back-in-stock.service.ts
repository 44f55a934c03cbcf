import {
  BackInStockMsg,
  backInStockSubject,
  type BackInStockBody,
} from '@vastra/contracts/back-in-stock';
import { formatINR, unitPrice } from '@vastra/contracts';
import { productPath } from '@vastra/contracts/storefront-paths';
import mongoose from 'mongoose';
import { AppError } from '../../lib/app-error';
import { emailHtml, escapeHtml, SHOP_NAME } from '../../lib/email';
import type { JobTable } from '../../lib/jobs/jobs';
import type { Mailer } from '../../lib/mailer';
import { isDuplicateKey } from '../../lib/mongo-errors';
import {
  isUnlisted,
  readCommerceProducts,
  RESTOCK_JOB,
  resolveSize,
  stockForSize,
  type ProductLean,
  type Restocked,
} from '../catalog';
import { mailContact } from '../users';
import { StockRequestModel } from './stock-request.model';

/** The product's stock as stored now (not a cached copy): null when it does not exist. */
async function freshProduct(id: string): Promise<ProductLean | null> {
  return (await readCommerceProducts([id])).get(id) ?? null;
}

export interface BackInStockDeps {
  mailer: Mailer;
  /** Where the storefront is (links in the e-mail). */
  publicOrigin: string;
}

/**
 * Stores a request to be mailed when a sold-out size is back: the signed-in shopper's own e-mail,
 * else the one given (400 without one). 404 for a product not for sale, 400 for a size it does not
 * have, 409 when the size is in stock. Asking again for the same size is no new request.
 */
export async function requestBackInStock(
  input: BackInStockBody,
  userId: string | undefined,
): Promise<{ alreadyRequested: boolean }> {
  const product = await freshProduct(input.productId);
  if (!product || isUnlisted(product)) throw AppError.notFound(BackInStockMsg.productNotFound);
  const size = resolveSize(product, input.size);
  if (stockForSize(product, size) > 0) throw AppError.conflict(BackInStockMsg.inStock, 'IN_STOCK');
  let email = input.email ?? '';
  if (userId) {
    email = (await mailContact(userId))?.email ?? email;
  }
  if (!email)
    throw AppError.badRequest(BackInStockMsg.emailRequired, [
      { path: 'email', message: BackInStockMsg.emailRequired },
    ]);
  const key = { email: email.toLowerCase(), product: product._id, size: size ?? '' };
  try {
    const before = await StockRequestModel.findOneAndUpdate(
      key,
      {
        $set: { status: 'waiting', sentAt: null },
        $setOnInsert: { user: userId ? new mongoose.Types.ObjectId(userId) : null },
      },
      { upsert: true, returnDocument: 'before', projection: { status: 1 } },
    ).lean();
    // Already waiting: the same request. Mailed before and sold out again: waiting anew.
    return { alreadyRequested: before?.status === 'waiting' };
  } catch (err) {
    // Two identical requests at once: the unique index lets one in, the other is the same request.
    if (isDuplicateKey(err)) return { alreadyRequested: true };
    throw err;
  }
}

function backInStockEmail(origin: string, product: ProductLean, size: string) {
  const link = `${origin}${productPath(String(product._id))}`;
  const what = `${product.name}${size ? ` in size ${size}` : ''}`;
  const lines = [
    `Good news: ${what} is back in stock at ${formatINR(unitPrice(product))}.`,
    'Stock is limited, so it may sell out again soon.',
  ];
  const text = ['Hello,', '', ...lines, '', `Shop it now: ${link}`, '', `— ${SHOP_NAME}`].join(
    '\n',
  );
  const html = emailHtml(
    [
      '<p>Hello,</p>',
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      `<p><a href="${escapeHtml(link)}">Shop it now</a></p>`,
    ].join('\n'),
  );
  return { subject: backInStockSubject(product.name, size || null), text, html };
}

/** Mails everyone waiting for one size that is in stock now, each once (marked `sent` after). */
async function mailWaiting(deps: BackInStockDeps, item: Restocked): Promise<void> {
  if (!mongoose.isValidObjectId(item.productId)) return;
  const product = await freshProduct(item.productId);
  // Hidden, deleted, or sold out again before the job ran: they keep waiting for the next time.
  if (!product || isUnlisted(product) || stockForSize(product, item.size || null) <= 0) return;
  const waiting = await StockRequestModel.find(
    { product: product._id, size: item.size, status: 'waiting' },
    { email: 1 },
  ).lean();
  for (const r of waiting) {
    await deps.mailer.send({
      to: r.email,
      ...backInStockEmail(deps.publicOrigin, product, item.size),
    });
    await StockRequestModel.updateOne(
      { _id: r._id, status: 'waiting' },
      { $set: { status: 'sent', sentAt: new Date() } },
    );
  }
}

/**
 * The job the catalogue records when sizes come back (`RESTOCK_JOB`). A retry after a failed mail
 * resends only to those not marked sent.
 */
export function backInStockJobs(deps: BackInStockDeps): JobTable {
  return {
    [RESTOCK_JOB]: async (d) => {
      const items = Array.isArray(d.items) ? (d.items as Restocked[]) : [];
      for (const item of items) await mailWaiting(deps, item);
    },
  };
}

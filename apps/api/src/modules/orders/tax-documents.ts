import { Msg, orderLedger, orderMoney, type OrderStatus } from '@vastra/contracts';
import {
  financialYear,
  TaxDocumentMsg,
  taxDocumentNumber,
  type TaxSeries,
} from '@vastra/contracts/tax-documents';
import { AppError } from '../../lib/app-error';
import { inTransaction, type ClientSession } from '../../lib/transaction';
import { DocumentSeriesModel } from './document-series.model';
import { OrderModel, type OrderLean } from './order.model';

/**
 * An order's GST documents. A tax invoice is issued when the order is confirmed (staff or the
 * system confirm a cash on delivery order; an online order is confirmed by its payment, when it is
 * placed), inside the transaction that confirms it. A credit note is issued against the invoice
 * inside the transaction that cancels a confirmed order (for the sale taken back: everything
 * charged, less a cancellation fee kept) or receives a return (for what the return refunds). So
 * the invoice totals what was charged and the credit notes total what the order's ledger says was
 * reversed.
 *
 * Numbers come from consecutive series per financial year (tax-documents.ts in the contracts),
 * taken with `$inc` on the series' counter in the same transaction: two confirmations at once
 * both write the counter, one of them meets a write conflict and the driver runs its transaction
 * again, and a transaction that aborts (a refused transition, a sold-out order) gives its number
 * back, so a series has neither gaps nor duplicates.
 */

/** Takes the next number of `series` for the financial year of `at`, inside `session`. */
export async function nextDocumentNumber(
  series: TaxSeries,
  at: Date,
  session: ClientSession,
): Promise<string> {
  const year = financialYear(at);
  const counter = await DocumentSeriesModel.findOneAndUpdate(
    { _id: `${series}:${year}` },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after', session },
  ).lean<{ seq: number }>();
  if (!counter) throw new Error(`document series ${series}:${year} not written`);
  return taxDocumentNumber(series, year, counter.seq);
}

/** Whether the order was confirmed: it is on its way (or further), or its timeline says so. */
export function wasConfirmed(o: Pick<OrderLean, 'status' | 'timeline'>): boolean {
  const unconfirmed: OrderStatus[] = ['Pending', 'Cancelled'];
  if (!unconfirmed.includes(o.status)) return true;
  return (o.timeline ?? []).some((t) => t.status === 'Processing');
}

/** Paise of the sale not yet covered by a credit note. */
function uncredited(o: OrderLean): number {
  const credited = (o.creditNotes ?? []).reduce((a, c) => a + c.amount, 0);
  return orderLedger(orderMoney(o)).reversedPaise - credited;
}

/**
 * Brings the order's documents up to date inside `session`: its invoice once confirmed, and a
 * credit note for any reversed part of the sale no credit note covers yet. Answers the order as
 * it then stands (the same object when nothing was issued).
 */
export async function issueTaxDocuments(
  order: OrderLean,
  at: Date,
  session: ClientSession,
): Promise<OrderLean> {
  if (!wasConfirmed(order)) return order;
  const set: Record<string, unknown> = {};
  if (!order.invoice)
    set.invoice = { number: await nextDocumentNumber('invoice', at, session), issuedAt: at };
  const credit = uncredited(order);
  const push =
    credit > 0
      ? {
          creditNotes: {
            number: await nextDocumentNumber('credit-note', at, session),
            issuedAt: at,
            kind: order.status === 'Cancelled' ? 'cancellation' : 'return',
            amount: credit,
          },
        }
      : null;
  if (!set.invoice && !push) return order;
  const updated = await OrderModel.findOneAndUpdate(
    { _id: order._id },
    { $set: set, ...(push ? { $push: push } : {}) },
    { session, returnDocument: 'after' },
  ).lean<OrderLean>();
  return updated ?? order;
}

/** The transitions that issue documents: confirming, cancelling, receiving a return. */
const ISSUING: readonly OrderStatus[] = ['Processing', 'Cancelled', 'Returned'];

/** `applyTransition`'s hook, last in its transaction: the documents the move just issued. */
export function taxDocumentsOnMove(
  moved: OrderLean,
  at: Date,
  session: ClientSession,
): Promise<OrderLean> {
  return ISSUING.includes(moved.status)
    ? issueTaxDocuments(moved, at, session)
    : Promise.resolve(moved);
}

/**
 * The order with its invoice, for printing it. 409 for an order not confirmed yet (it has no
 * invoice). Orders confirmed before invoices were numbered get their number here, when their
 * invoice is first asked for (dated then), with the credit note of a cancellation or return they
 * had meanwhile: in one transaction, so two first requests at once take one number.
 */
export async function invoicedOrder(order: OrderLean): Promise<OrderLean> {
  if (!wasConfirmed(order)) throw AppError.conflict(TaxDocumentMsg.notConfirmed, 'NOT_INVOICED');
  if (order.invoice && uncredited(order) <= 0) return order;
  return inTransaction(async (session) => {
    const current = await OrderModel.findOne({ _id: order._id }).session(session).lean<OrderLean>();
    if (!current) throw AppError.notFound(Msg.orderNotFound);
    return issueTaxDocuments(current, new Date(), session);
  });
}

/** One of the order's credit notes by number (404 when it has none by that number). */
export function creditNoteOf(order: OrderLean, number: string) {
  const note = (order.creditNotes ?? []).find((c) => c.number === number);
  if (!note) throw AppError.notFound(TaxDocumentMsg.creditNoteNotFound);
  return note;
}

import { Msg } from '@vastra/contracts';
import { taxDocumentFileName } from '@vastra/contracts/tax-documents';
import type { Response } from 'express';
import { AppError } from '../../lib/app-error';
import { creditNotePdf, taxInvoicePdf } from './admin/invoice-pdf';
import { findOrderFor } from './lifecycle.data';
import { creditNoteOf, invoicedOrder } from './tax-documents';

/** The shopper's own GST documents as PDFs: anybody else's order answers 404, as if unknown. */

async function myOrder(userId: string, orderId: string) {
  const order = await findOrderFor(orderId, userId);
  if (!order) throw AppError.notFound(Msg.orderNotFound);
  return order;
}

export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/** The invoice of the shopper's confirmed order (409 before it is confirmed). */
export async function myInvoicePdf(userId: string, orderId: string): Promise<PdfFile> {
  const order = await invoicedOrder(await myOrder(userId, orderId));
  const number = order.invoice?.number ?? orderId;
  return { filename: taxDocumentFileName(number), pdf: await taxInvoicePdf(order) };
}

/** One credit note of the shopper's order, by its number. */
export async function myCreditNotePdf(
  userId: string,
  orderId: string,
  number: string,
): Promise<PdfFile> {
  const order = await myOrder(userId, orderId);
  const note = creditNoteOf(order, number);
  return { filename: taxDocumentFileName(note.number), pdf: await creditNotePdf(order, note) };
}

/** Sends a PDF for the browser to show (never kept in a shared cache). */
export function sendPdf(res: Response, { filename, pdf }: PdfFile): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(pdf);
}

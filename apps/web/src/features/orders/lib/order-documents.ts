import { routePath } from '@vastra/contracts/routes/define';
import { ordersApi } from '@vastra/contracts/routes/orders';
import { taxDocumentFileName } from '@vastra/contracts/tax-documents';
import { apiBlob, saveBlob } from '@/lib/api-client';

/** An order's GST document the shopper may download: its invoice or one of its credit notes. */
export interface OrderDocument {
  number: string;
  label: string;
  /** The API path (under `API_BASE`). */
  path: string;
}

const under = (path: string) => path.replace(/^\/api(?=\/)/, '');

/** The documents an order has: its invoice once confirmed, then a credit note per cancellation or return. */
export function orderDocuments(order: {
  _id: string;
  invoice?: { number: string } | null;
  creditNotes?: readonly { number: string }[];
}): OrderDocument[] {
  if (!order.invoice) return [];
  return [
    {
      number: order.invoice.number,
      label: 'Download invoice',
      path: under(routePath(ordersApi.invoice, { id: order._id })),
    },
    ...(order.creditNotes ?? []).map((c) => ({
      number: c.number,
      label: `Download credit note ${c.number}`,
      path: under(routePath(ordersApi.creditNote, { id: order._id, number: c.number })),
    })),
  ];
}

/** Fetches a document with the session's token and saves it as `VST-26-27-000001.pdf`. */
export async function downloadOrderDocument(doc: OrderDocument): Promise<void> {
  saveBlob(
    await apiBlob(doc.path, { fallback: 'Download failed.' }),
    taxDocumentFileName(doc.number),
  );
}

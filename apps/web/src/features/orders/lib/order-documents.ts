import { routePath } from '@vastra/contracts/routes/define';
import { apiBlob, saveBlob } from '@/lib/api-client';

/** An order's GST document the shopper may download: its invoice or one of its credit notes. */
export interface OrderDocument {
  number: string;
  label: string;
  /** Its declared endpoint and that endpoint's path parameters. */
  route: 'invoice' | 'creditNote';
  params: Record<string, string>;
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
      route: 'invoice' as const,
      params: { id: order._id },
    },
    ...(order.creditNotes ?? []).map((c) => ({
      number: c.number,
      label: `Download credit note ${c.number}`,
      route: 'creditNote' as const,
      params: { id: order._id, number: c.number },
    })),
  ];
}

/**
 * Fetches a document with the session's token and saves it as `VST-26-27-000001.pdf`. The orders'
 * declarations (and their schemas) load with the first download, not with the order's page.
 */
export async function downloadOrderDocument(doc: OrderDocument): Promise<void> {
  const [{ ordersApi }, { taxDocumentFileName }] = await Promise.all([
    import('@vastra/contracts/routes/orders'),
    import('@vastra/contracts/tax-documents'),
  ]);
  const fill = routePath as (d: unknown, p: Record<string, string>) => string;
  saveBlob(
    await apiBlob(under(fill(ordersApi[doc.route], doc.params)), { fallback: 'Download failed.' }),
    taxDocumentFileName(doc.number),
  );
}

import type { Order } from '@vastra/contracts';
import { useState } from 'react';
import { Button } from '@vastra/ui';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { downloadOrderDocument, orderDocuments } from '../lib/order-documents';

/**
 * The order's GST documents: its tax invoice once the order is confirmed, and beside it a credit
 * note for a cancellation or a return. Nothing before the order is confirmed.
 */
export function OrderDocuments({ order }: { order: Order }) {
  const [busy, setBusy] = useState<string | null>(null);
  const docs = orderDocuments(order);
  if (docs.length === 0) return null;
  return (
    <section
      aria-labelledby="tax-documents"
      className="mt-6 rounded-xl border border-line p-4 text-sm"
    >
      <h3 id="tax-documents" className="font-semibold">
        Invoice and credit notes
      </h3>
      <ul className="mt-3 flex flex-wrap gap-3">
        {docs.map((d) => (
          <li key={d.number}>
            <Button
              size="sm"
              variant="outline"
              loading={busy === d.number}
              onClick={() => {
                setBusy(d.number);
                downloadOrderDocument(d)
                  .catch((err: unknown) =>
                    toast.error(errorMessage(err, 'Download failed.'), ACCOUNT_TOAST_MS),
                  )
                  .finally(() => setBusy(null));
              }}
            >
              {d.label}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Button } from '@vastra/ui/button';
import type { AdminOrder } from '@vastra/contracts/admin/orders';
import { routePath } from '@vastra/contracts/routes/define';
import { adminCreditNoteRoute } from '@vastra/contracts/routes/admin-orders';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { apiBlob, errorMessage } from '@/lib/api';
import { formatDateTime, formatINR } from '@/lib/format';

/** Opens a credit note (fetched with the staff token) in a new tab. */
async function openCreditNote(orderId: string, number: string): Promise<void> {
  const path = routePath(adminCreditNoteRoute, { id: orderId, number }).replace(/^\/api/, '');
  const url = URL.createObjectURL(await apiBlob(path));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The order's GST documents beside its PDFs: the invoice's number once the order is confirmed,
 * and each credit note against it (a cancellation's or a return's) to open.
 */
export function TaxDocuments({ order }: { order: AdminOrder }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (!order.invoice)
    return (
      <p className="mt-3 text-sm text-ink-muted">
        No invoice yet: one is issued once the order is confirmed.
      </p>
    );
  return (
    <div className="mt-3 text-sm">
      <p>
        Invoice {order.invoice.number} · issued {formatDateTime(order.invoice.issuedAt)}
      </p>
      {(order.creditNotes ?? []).length > 0 && (
        <ul aria-label="Credit notes" className="mt-2 flex flex-wrap gap-2">
          {(order.creditNotes ?? []).map((c) => (
            <li key={c.number}>
              <Button
                variant="outline"
                size="sm"
                loading={busy === c.number}
                onClick={() => {
                  setBusy(c.number);
                  openCreditNote(order._id, c.number)
                    .catch((err: unknown) => toast.error(errorMessage(err)))
                    .finally(() => setBusy(null));
                }}
              >
                Credit note {c.number} ({c.kind}, {formatINR(c.amount)}) (PDF)
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

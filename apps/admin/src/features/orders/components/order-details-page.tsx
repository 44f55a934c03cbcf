import { useQuery } from '@tanstack/react-query';
import { Button } from '@vastra/ui/button';
import {
  STAFF_ACTION_INFO,
  type AdminOrder,
  type OrderDocument,
} from '@vastra/contracts/admin/orders';
import {
  ORDER_NOTE_MAX,
  OrderNoteBodySchema,
  OrderNoteMsg,
} from '@vastra/contracts/admin/order-notes';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NoteForm } from '@/components/note-form';
import { PageHeader, Panel, QueryState } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { formatDateTime, formatINR } from '@/lib/format';
import {
  openOrderDocument,
  orderQuery,
  useAddOrderNote,
  useOrderTransition,
} from '../api/orders-api';
import { paymentLabel } from '../lib/labels';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { OrderMoney } from './order-money';
import { OrderTimeline } from './order-timeline';
import { ReturnRequest } from './return-request';
import { OrderExchanges } from './order-exchanges';
import { TaxDocuments } from './tax-documents';

/** `/orders/:id`: one order, its timeline, the actions staff may take now and its documents. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const order = useQuery(orderQuery(id));
  return (
    <QueryState
      isPending={order.isPending}
      error={order.error}
      onRetry={() => void order.refetch()}
    >
      {order.data && <OrderDetails order={order.data} />}
    </QueryState>
  );
}

export function OrderDetails({ order }: { order: AdminOrder }) {
  const canWrite = useCan('staff');
  const transition = useOrderTransition(order._id);
  const addNote = useAddOrderNote(order._id);
  const a = order.addressSnapshot;
  return (
    <>
      <Link to="/orders" className="text-sm text-brand-700 underline dark:text-brand-300">
        All orders
      </Link>
      <PageHeader
        title={`Order ${order.orderId}`}
        description={
          <>
            <span className="sr-only">State: </span>
            <span
              data-testid="admin-order-status"
              className="mr-2 rounded-full bg-surface-muted px-3 py-0.5 font-medium text-ink"
            >
              {order.status}
            </span>
            Placed {formatDateTime(order.createdAt)} · {paymentLabel(order.paymentMethod)} ·{' '}
            {formatINR(order.total)}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Actions">
          <OrderActions
            order={order}
            actions={order.actions}
            canWrite={canWrite}
            pending={transition.isPending}
            onApply={async (action, body) => {
              await transition.mutateAsync({ action, ...body });
              toast.success(STAFF_ACTION_INFO[action].done);
            }}
          />
          <Documents id={order._id} />
          <TaxDocuments order={order} />
        </Panel>
        <Panel title="Customer and delivery">
          {order.customer && (
            <p className="text-sm">
              {order.customer.name} · {order.customer.email} · {order.customer.phone}
            </p>
          )}
          {(order.customer?.codRefusals ?? 0) > 0 && (
            <p className="mt-1 text-sm font-medium text-danger-text" data-testid="cod-refusals">
              Refused {order.customer?.codRefusals} cash on delivery{' '}
              {order.customer?.codRefusals === 1 ? 'parcel' : 'parcels'} before
            </p>
          )}
          <address className="mt-2 text-sm not-italic">
            {a.name}
            <br />
            {a.address}
            {a.landmark ? `, ${a.landmark}` : ''}
            <br />
            {a.city}, {a.state} {a.zipcode}
            <br />
            {a.phone}
          </address>
          {order.shipment && (
            <p className="mt-2 text-sm" data-testid="admin-order-shipment">
              {order.shipment.courier}
              {order.shipment.manual ? ' (booked by us)' : ''} · AWB{' '}
              <span className="font-mono">{order.shipment.awb}</span>
              {order.shipment.trackingUrl && (
                <>
                  {' '}
                  ·{' '}
                  <a
                    href={order.shipment.trackingUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-700 underline dark:text-brand-300"
                  >
                    Track shipment
                  </a>
                </>
              )}
            </p>
          )}
        </Panel>
        <Panel title="Timeline">
          {canWrite && (
            <NoteForm
              schema={OrderNoteBodySchema}
              maxLength={ORDER_NOTE_MAX}
              pending={addNote.isPending}
              visibleLabel={OrderNoteMsg.visibleLabel}
              onAdd={async (text, visible) =>
                (await addNote.mutateAsync({ text, visible })).message
              }
            />
          )}
          <OrderTimeline timeline={order.timeline} notes={order.notes} />
          {order.cancellation && (
            <p className="mt-3 text-sm">
              Cancelled ({order.cancellation.by}): {order.cancellation.reason}
              {order.cancellation.note ? ` · ${order.cancellation.note}` : ''}
            </p>
          )}
          <ReturnRequest order={order} />
          <OrderExchanges orderId={order._id} />
        </Panel>
        <Panel title="Items">
          <OrderItems order={order} />
        </Panel>
        <Panel title="Money" className="lg:col-span-2">
          <OrderMoney order={order} />
        </Panel>
      </div>
    </>
  );
}

const DOCUMENTS: { document: OrderDocument; label: string }[] = [
  { document: 'packing-slip', label: 'Packing slip (PDF)' },
  { document: 'invoice', label: 'Tax invoice (PDF)' },
];

/** The printable documents, fetched with the staff token and opened in a new tab. */
function Documents({ id }: { id: string }) {
  const [busy, setBusy] = useState<OrderDocument | null>(null);
  return (
    <ul aria-label="Documents" className="mt-4 flex flex-wrap gap-2">
      {DOCUMENTS.map((d) => (
        <li key={d.document}>
          <Button
            variant="outline"
            size="sm"
            loading={busy === d.document}
            onClick={() => {
              setBusy(d.document);
              openOrderDocument(id, d.document)
                .catch((err: unknown) => toast.error(errorMessage(err)))
                .finally(() => setBusy(null));
            }}
          >
            {d.label}
          </Button>
        </li>
      ))}
    </ul>
  );
}

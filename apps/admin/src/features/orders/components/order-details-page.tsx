import { useQuery } from '@tanstack/react-query';
import { formatINR } from '@vastra/contracts';
import type { AdminOrder, OrderDocument } from '@vastra/contracts/admin/orders';
import { STAFF_ACTION_INFO } from '@vastra/contracts/admin/orders';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { useCanWrite } from '@/lib/staff-session';
import { openOrderDocument, orderQuery, useOrderTransition } from '../api/orders-api';
import { OrderActions } from './order-actions';
import { OrderTimeline } from './order-timeline';

/** `/orders/:id`: one order, its timeline, the actions staff may take now and its documents. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const order = useQuery(orderQuery(id));
  if (order.isPending) return <p aria-busy="true">Loading the order…</p>;
  if (order.isError)
    return (
      <section>
        <p role="alert">{order.error.message}</p>
        <Link to="/orders" className="text-blue-800 underline">
          All orders
        </Link>
      </section>
    );
  return <OrderDetails order={order.data} />;
}

export function OrderDetails({ order }: { order: AdminOrder }) {
  const canWrite = useCanWrite();
  const transition = useOrderTransition(order._id);
  const a = order.addressSnapshot;
  return (
    <article aria-labelledby="order-heading" className="space-y-6">
      <Link to="/orders" className="text-sm text-blue-800 underline">
        All orders
      </Link>
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 id="order-heading" className="text-2xl font-semibold">
          Order {order.orderId}
        </h1>
        <p>
          <span className="sr-only">State: </span>
          <span
            data-testid="admin-order-status"
            className="rounded-full bg-slate-200 px-3 py-1 text-sm font-medium text-slate-900"
          >
            {order.status}
          </span>
        </p>
        <p className="text-sm text-slate-600">
          Placed {new Date(order.createdAt).toLocaleString('en-IN')} ·{' '}
          {order.paymentMethod === 'COD' ? 'Cash on delivery' : 'Paid online'}
        </p>
      </header>

      <section aria-labelledby="actions-heading" className="space-y-3">
        <h2 id="actions-heading" className="text-lg font-semibold">
          Actions
        </h2>
        <OrderActions
          order={order}
          actions={order.actions}
          canWrite={canWrite}
          pending={transition.isPending}
          onApply={async (action, note) => {
            await transition.mutateAsync({ action, note });
            toast.success(STAFF_ACTION_INFO[action].done);
          }}
        />
        <Documents id={order._id} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="customer-heading">
          <h2 id="customer-heading" className="text-lg font-semibold">
            Customer and delivery
          </h2>
          {order.customer && (
            <p className="mt-2 text-sm">
              {order.customer.name} · {order.customer.email} · {order.customer.phone}
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
            <p className="mt-2 text-sm">
              {order.shipment.courier} · AWB <span className="font-mono">{order.shipment.awb}</span>
            </p>
          )}
        </section>
        <section aria-labelledby="timeline-heading">
          <h2 id="timeline-heading" className="mb-2 text-lg font-semibold">
            Timeline
          </h2>
          <OrderTimeline timeline={order.timeline} />
          {order.cancellation && (
            <p className="mt-2 text-sm">
              Cancelled by {order.cancellation.by}: {order.cancellation.reason}
              {order.cancellation.note ? ` (${order.cancellation.note})` : ''}
            </p>
          )}
          {order.returnRequest && (
            <p className="mt-2 text-sm">
              Return asked for: {order.returnRequest.reason}
              {order.returnRequest.note ? ` (${order.returnRequest.note})` : ''}
            </p>
          )}
          {order.refund && (
            <p className="mt-2 text-sm">
              Refund {formatINR(order.refund.amount)}
              {order.refund.fee > 0 ? ` (fee ${formatINR(order.refund.fee)})` : ''}:{' '}
              {order.refund.status}
            </p>
          )}
        </section>
      </div>

      <section aria-labelledby="items-heading">
        <h2 id="items-heading" className="text-lg font-semibold">
          Items
        </h2>
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-2 py-2">
                Product
              </th>
              <th scope="col" className="px-2 py-2">
                Size
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Quantity
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Unit price
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((i) => (
              <tr key={i._id} className="border-b border-slate-200">
                <td className="px-2 py-2">
                  {i.name}
                  {i.brand ? <span className="text-slate-600"> · {i.brand}</span> : null}
                </td>
                <td className="px-2 py-2">{i.size ?? '—'}</td>
                <td className="px-2 py-2 text-right">{i.quantity}</td>
                <td className="px-2 py-2 text-right">{formatINR(i.price)}</td>
                <td className="px-2 py-2 text-right">{formatINR(i.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="text-right">
            <tr>
              <th scope="row" colSpan={4} className="px-2 pt-2 font-normal">
                Subtotal
              </th>
              <td className="px-2 pt-2">{formatINR(order.subtotal)}</td>
            </tr>
            {(order.couponDiscount ?? 0) > 0 && (
              <tr>
                <th scope="row" colSpan={4} className="px-2 font-normal">
                  Coupon {order.coupon?.code}
                </th>
                <td className="px-2">−{formatINR(order.couponDiscount ?? 0)}</td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={4} className="px-2 font-normal">
                Delivery
              </th>
              <td className="px-2">{formatINR(order.delivery)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4} className="px-2 font-semibold">
                Total
              </th>
              <td className="px-2 font-semibold">{formatINR(order.total)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </article>
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
    <ul aria-label="Documents" className="flex flex-wrap gap-2">
      {DOCUMENTS.map((d) => (
        <li key={d.document}>
          <button
            type="button"
            disabled={busy === d.document}
            onClick={() => {
              setBusy(d.document);
              openOrderDocument(id, d.document)
                .catch((err: unknown) =>
                  toast.error(err instanceof Error ? err.message : 'Could not open the document.'),
                )
                .finally(() => setBusy(null));
            }}
            className="rounded-md border border-slate-400 px-3 py-2 text-sm font-medium"
          >
            {d.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

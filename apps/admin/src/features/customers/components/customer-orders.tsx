import type { AdminCustomerDetail } from '@vastra/contracts/admin/customers';
import { Link } from 'react-router-dom';
import { Panel } from '@/components/page';
import { formatDateTime, formatINR } from '@/lib/format';

/** A customer's orders (or returns): each with its total, what was collected and refunded. */
export function CustomerOrders({
  title,
  orders,
  empty,
}: {
  title: string;
  orders: AdminCustomerDetail['orders'];
  empty: string;
}) {
  return (
    <Panel title={title} className="mt-6">
      {orders.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Order
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Placed
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  State
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Payment
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Total
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Collected
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Refunded
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o._id} className="border-t border-line">
                  <td className="py-2 pr-4">
                    <Link
                      to={`/orders/${o._id}`}
                      className="text-brand-700 underline dark:text-brand-300"
                    >
                      {o._id.slice(-8).toUpperCase()}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{formatDateTime(o.createdAt)}</td>
                  <td className="py-2 pr-4">{o.status}</td>
                  <td className="py-2 pr-4">{o.paymentMethod}</td>
                  <td className="py-2 pr-4 text-right">{formatINR(o.total)}</td>
                  <td className="py-2 pr-4 text-right">{formatINR(o.collected)}</td>
                  <td className="py-2 text-right">{formatINR(o.refunded)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

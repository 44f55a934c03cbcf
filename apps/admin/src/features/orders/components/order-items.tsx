import type { AdminOrder } from '@vastra/contracts/admin/orders';
import { formatINR } from '@/lib/format';

/** The order's lines and its totals as the shopper paid them. */
export function OrderItems({ order }: { order: AdminOrder }) {
  const rows: [string, string][] = [
    ['Subtotal', formatINR(order.subtotal)],
    ...((order.couponDiscount ?? 0) > 0
      ? [[`Coupon ${order.coupon?.code ?? ''}`, `−${formatINR(order.couponDiscount ?? 0)}`]]
      : []),
    ['Delivery', formatINR(order.delivery)],
    ['Total', formatINR(order.total)],
  ] as [string, string][];
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">Items</caption>
      <thead className="text-xs text-ink-muted uppercase">
        <tr>
          <th scope="col" className="py-1.5 pr-2">
            Product
          </th>
          <th scope="col" className="px-2 py-1.5">
            Size
          </th>
          <th scope="col" className="px-2 py-1.5 text-right">
            Qty
          </th>
          <th scope="col" className="py-1.5 pl-2 text-right">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((i) => (
          <tr key={i._id} className="border-t border-line">
            <td className="py-1.5 pr-2">
              {i.name}
              <span className="block text-xs text-ink-muted">
                {i.brand} · {formatINR(i.price)} each
              </span>
            </td>
            <td className="px-2 py-1.5">{i.size ?? '—'}</td>
            <td className="px-2 py-1.5 text-right">{i.quantity}</td>
            <td className="py-1.5 pl-2 text-right">{formatINR(i.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-t border-line">
            <th scope="row" colSpan={3} className="py-1.5 pr-2 text-right font-normal">
              {label}
            </th>
            <td className="py-1.5 pl-2 text-right">{value}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

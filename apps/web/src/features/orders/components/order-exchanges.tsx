import type { Exchange } from '@vastra/contracts/exchange';
import { EXCHANGE_PATH, EXCHANGE_STATUS_WORDING } from '@vastra/contracts/exchange-states';
import { cx } from '@vastra/ui/cx';
import { formatDateLong } from '@/lib/format';
import * as L from '../lib/order-layout';
import { useOrderExchanges } from '../lib/exchange-api';

/** The steps still ahead of an exchange (none once completed or rejected). */
const ahead = (x: Exchange) => {
  const at = EXCHANGE_PATH.indexOf(x.status);
  return at < 0 ? [] : EXCHANGE_PATH.slice(at + 1);
};

/** Each exchange of a delivered order: what for what, and its states in the shop's words. */
export function OrderExchanges({ orderId, enabled }: { orderId: string; enabled: boolean }) {
  const q = useOrderExchanges(orderId, enabled);
  const exchanges = q.data?.exchanges ?? [];
  if (exchanges.length === 0) return null;
  return (
    <section aria-labelledby="exchanges" className={L.TIMELINE}>
      <h3 id="exchanges" className={L.BOX_TITLE}>
        Exchanges
      </h3>
      {exchanges.map((x) => {
        const next = ahead(x);
        const last = x.timeline.length - 1;
        return (
          <div key={x._id} className="mt-3" data-testid="exchange">
            <p className="text-sm">
              {x.name}: size {x.fromSize} → size <span className="font-medium">{x.toSize}</span>
            </p>
            {x.shipment && (
              <p className={L.SHIPMENT}>
                Replacement with <span className="text-ink">{x.shipment.courier}</span> · AWB{' '}
                <span className="font-mono text-ink">{x.shipment.awb}</span>
              </p>
            )}
            <ol className={L.TIMELINE_LIST} aria-label={`Exchange of ${x.name}`}>
              {x.timeline.map((t, i) => (
                <li key={`${t.status}-${t.at}`} className={L.TIMELINE_ENTRY}>
                  {(i < last || next.length > 0) && (
                    <span aria-hidden className={L.TIMELINE_RAIL} />
                  )}
                  <span
                    aria-hidden
                    className={cx(
                      L.TIMELINE_DOT,
                      i === last ? L.TIMELINE_DOT_LAST : L.TIMELINE_DOT_PAST,
                    )}
                  />
                  <div>
                    <p className={i === last ? L.TIMELINE_STATUS_LAST : L.TIMELINE_STATUS_PAST}>
                      {EXCHANGE_STATUS_WORDING[t.status]}
                    </p>
                    <p className={L.TIMELINE_STAMP}>{L.timelineStamp(t, formatDateLong)}</p>
                  </div>
                </li>
              ))}
              {next.map((status, i) => (
                <li key={status} className={L.TIMELINE_ENTRY} data-upcoming="">
                  {i < next.length - 1 && <span aria-hidden className={L.TIMELINE_RAIL} />}
                  <span aria-hidden className={cx(L.TIMELINE_DOT, L.TIMELINE_DOT_FUTURE)} />
                  <p className={L.TIMELINE_STATUS_FUTURE}>
                    {status}
                    <span className="sr-only"> (upcoming)</span>
                  </p>
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}

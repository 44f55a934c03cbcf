import type { TimelineEntry } from '@vastra/contracts';
import { formatDateTime } from '@/lib/format';

const WHO: Record<TimelineEntry['actor'], string> = {
  shopper: 'Shopper',
  shop: 'Staff',
  courier: 'Courier',
  system: 'Automatic',
};

/**
 * The order's states, oldest first, with who caused each (the staff member's name) and the note
 * kept with it, marked staff only or shown to the customer.
 */
export function OrderTimeline({ timeline }: { timeline: readonly TimelineEntry[] }) {
  return (
    <ol aria-label="Order timeline" className="space-y-3 border-l-2 border-line pl-4">
      {timeline.map((t) => (
        <li key={`${t.status}-${t.at}`} className="text-sm">
          <p className="font-medium">{t.status}</p>
          <p className="text-ink-muted">
            <time dateTime={t.at}>{formatDateTime(t.at)}</time> · {WHO[t.actor]}
            {t.by ? ` (${t.by})` : ''}
            {t.note ? ` · ${t.note}` : ''}
            {t.actor === 'shop' && t.note
              ? t.visibleToCustomer
                ? ' · shown to the customer'
                : ' · staff only'
              : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}

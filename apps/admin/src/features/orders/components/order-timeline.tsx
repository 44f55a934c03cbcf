import type { TimelineEntry } from '@vastra/contracts';

const WHO: Record<TimelineEntry['actor'], string> = {
  shopper: 'Shopper',
  shop: 'Staff',
  courier: 'Courier',
  system: 'Automatic',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The order's states, oldest first, with who caused each and the note kept with it. */
export function OrderTimeline({ timeline }: { timeline: readonly TimelineEntry[] }) {
  return (
    <ol aria-label="Order timeline" className="space-y-3 border-l-2 border-slate-300 pl-4">
      {timeline.map((t) => (
        <li key={`${t.status}-${t.at}`} className="text-sm">
          <p className="font-medium">{t.status}</p>
          <p className="text-slate-600">
            <time dateTime={t.at}>{when(t.at)}</time> · {WHO[t.actor]}
            {t.note ? ` · ${t.note}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}

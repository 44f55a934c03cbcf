import type { TimelineEntry } from '@vastra/contracts';
import type { AdminOrderNote } from '@vastra/contracts/admin/order-notes';
import { formatDateTime } from '@/lib/format';

const WHO: Record<TimelineEntry['actor'], string> = {
  shopper: 'Shopper',
  shop: 'Staff',
  courier: 'Courier',
  system: 'Automatic',
};

type Step =
  | { kind: 'state'; at: string; entry: TimelineEntry }
  | { kind: 'note'; at: string; note: AdminOrderNote };

/** The order's states and its staff notes in one list, oldest first (a state first on a tie). */
function steps(timeline: readonly TimelineEntry[], notes: readonly AdminOrderNote[]): Step[] {
  const all: Step[] = [
    ...timeline.map((entry) => ({ kind: 'state' as const, at: entry.at, entry })),
    ...notes.map((note) => ({ kind: 'note' as const, at: note.at, note })),
  ];
  // A stable sort keeps the states' own order among equal times.
  return all.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The order's states, oldest first, with who caused each (the staff member's name) and the note
 * kept with it, marked staff only or shown to the customer; staff notes written without a state
 * change sit among them with their author and time.
 */
export function OrderTimeline({
  timeline,
  notes = [],
}: {
  timeline: readonly TimelineEntry[];
  notes?: readonly AdminOrderNote[];
}) {
  return (
    <ol aria-label="Order timeline" className="space-y-3 border-l-2 border-line pl-4">
      {steps(timeline, notes).map((s) =>
        s.kind === 'note' ? (
          <li key={`note-${s.note._id}`} className="text-sm" data-testid="order-staff-note">
            <p className="font-medium">Staff note</p>
            <p className="whitespace-pre-line break-words">{s.note.text}</p>
            <p className="text-ink-muted">
              <time dateTime={s.note.at}>{formatDateTime(s.note.at)}</time> · {s.note.by} ·{' '}
              {s.note.visibleToCustomer ? 'shown to the customer' : 'staff only'}
            </p>
          </li>
        ) : (
          <li key={`${s.entry.status}-${s.entry.at}`} className="text-sm">
            <p className="font-medium">{s.entry.status}</p>
            <p className="text-ink-muted">
              <time dateTime={s.entry.at}>{formatDateTime(s.entry.at)}</time> · {WHO[s.entry.actor]}
              {s.entry.by ? ` (${s.entry.by})` : ''}
              {s.entry.note ? ` · ${s.entry.note}` : ''}
              {s.entry.actor === 'shop' && s.entry.note
                ? s.entry.visibleToCustomer
                  ? ' · shown to the customer'
                  : ' · staff only'
                : ''}
            </p>
          </li>
        ),
      )}
    </ol>
  );
}

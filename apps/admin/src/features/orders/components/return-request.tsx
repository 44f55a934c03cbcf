import type { AdminOrder } from '@vastra/contracts/admin/orders';
import { RequestSection, RequestTime } from './request-section';

/**
 * The shopper's return request as staff weigh it: the reason, their note, the units asked back
 * and their photos (thumbnails, each opening full size in a new tab).
 */
export function ReturnRequest({ order }: { order: AdminOrder }) {
  const r = order.returnRequest;
  if (!r) return null;
  const names = new Map(
    order.items.map((i) => [i._id, `${i.name}${i.size ? ` (${i.size})` : ''}`]),
  );
  return (
    <RequestSection id="return-request" title="Return request">
      <p className="text-ink-muted">
        Asked <RequestTime at={r.requestedAt} />
      </p>
      <p className="mt-1">
        <span className="font-medium">Reason:</span> {r.reason}
        {r.note ? ` · “${r.note}”` : ''}
      </p>
      <ul aria-label="Items to return" className="mt-1 list-disc pl-5">
        {r.items.map((i) => (
          <li key={i.itemId}>
            {names.get(i.itemId) ?? 'Unknown item'} × {i.quantity}
          </li>
        ))}
      </ul>
      {r.photos.length > 0 ? (
        <ul aria-label="Return photos" className="mt-2 flex flex-wrap gap-2">
          {r.photos.map((url, n) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="block rounded focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <img
                  src={url}
                  alt={`Return evidence ${n + 1} of ${r.photos.length} (opens full size)`}
                  className="size-20 rounded border border-line object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-muted">No photos were attached.</p>
      )}
    </RequestSection>
  );
}

import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';

/**
 * A shopper's request on the order page (their return, their exchanges) as staff weigh it: a
 * titled section of the order panel, named by its heading for assistive technology.
 */
export function RequestSection({
  id,
  title,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-4 text-sm">
      <h3 id={id} className="font-medium">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** When a step of the request happened, in the shop's date and time. */
export function RequestTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

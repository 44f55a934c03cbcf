import { useId, useState, type ReactNode } from 'react';
import { cx } from './cx';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Disclosure list: each header is a button with aria-expanded controlling its region.
 * `multiple` lets several sections stay open. A section added later (its data arrived) starts
 * open when `defaultOpen` names it; the sections already there keep their state and their DOM.
 */
export function Accordion({
  items,
  defaultOpen = [],
  multiple = true,
  className,
}: {
  items: AccordionItem[];
  defaultOpen?: string[];
  multiple?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const [known, setKnown] = useState(() => items.map((i) => i.id));
  const added = items.filter((i) => !known.includes(i.id)).map((i) => i.id);
  if (added.length > 0) {
    // Adjusted while rendering (React's pattern for state that follows props): no extra commit.
    setKnown([...known, ...added]);
    setOpen((cur) => [...cur, ...added.filter((id) => defaultOpen.includes(id))]);
  }
  const base = useId();
  const toggle = (id: string) =>
    setOpen((cur) =>
      cur.includes(id) ? cur.filter((x) => x !== id) : multiple ? [...cur, id] : [id],
    );
  return (
    <div className={cx('divide-y divide-line border-y border-line', className)}>
      {items.map((item) => {
        const expanded = open.includes(item.id);
        const headerId = `${base}-${item.id}-h`;
        const panelId = `${base}-${item.id}-p`;
        return (
          <div key={item.id}>
            <h3>
              <button
                type="button"
                id={headerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 py-4 text-left text-sm font-semibold uppercase tracking-wide"
              >
                {item.title}
                <svg
                  aria-hidden
                  viewBox="0 0 20 20"
                  className={cx(
                    'size-4 shrink-0 transition-transform duration-200',
                    expanded && 'rotate-180',
                  )}
                >
                  <path
                    d="M5 7l5 6 5-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              hidden={!expanded}
              className="pb-4 text-sm text-ink-muted"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@vastra/ui/icons';

/** Section title, subtitle and an optional See All link. */
export function SectionHeading({
  title,
  subtitle,
  seeAll,
  id,
}: {
  title: string;
  subtitle?: ReactNode;
  seeAll?: string;
  id?: string;
}) {
  return (
    <div className="mb-7 flex items-end justify-between gap-4">
      <div>
        <h2
          id={id}
          className="font-display text-2xl font-semibold tracking-tight text-ink md:text-4xl"
        >
          {title}
        </h2>
        {subtitle && <p className="mt-1.5 text-sm text-ink-muted md:text-base">{subtitle}</p>}
      </div>
      {seeAll && (
        <Link
          to={seeAll}
          className="group inline-flex shrink-0 items-center gap-1 border-b border-ink pb-0.5 text-xs font-semibold uppercase tracking-[0.16em] text-ink"
        >
          See All
          <span className="sr-only"> {title}</span>
          <ChevronRightIcon className="size-3.5 transition-transform group-hover:translate-x-0.5" />
        </Link>
      )}
    </div>
  );
}

export const sectionClass = 'mx-auto w-full max-w-[90rem] px-4 py-12 md:px-8 md:py-16';

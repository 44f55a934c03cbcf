import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PolicySection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface PolicyPageProps {
  title: string;
  eyebrow?: string;
  intro: ReactNode;
  updated?: string;
  sections: readonly PolicySection[];
  /** Shown under the sections (contact block by default). */
  footer?: ReactNode;
}

/** A readable long-form page: title, intro, an "On this page" index on wide screens, sections. */
export function PolicyPage({
  title,
  eyebrow = 'Policies',
  intro,
  updated,
  sections,
  footer,
}: PolicyPageProps) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-text">
          {eyebrow}
        </p>
        <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
        {updated && <p className="mt-2 text-sm text-ink-muted">Last updated {updated}</p>}
        <div className="mt-5 text-base leading-7 text-ink-muted">{intro}</div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[220px_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
              On this page
            </p>
            <ul className="mt-3 space-y-2 border-l border-line text-sm">
              {sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-px block border-l border-transparent pl-3 text-ink-muted hover:border-brand-500 hover:text-ink"
                  >
                    {s.heading}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-24">
              <h2 id={`${s.id}-h`} className="font-display text-xl font-semibold">
                {s.heading}
              </h2>
              <div className="prose-policy mt-3 space-y-3 leading-7 text-ink-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:font-semibold [&_strong]:text-ink">
                {s.body}
              </div>
            </section>
          ))}
          {footer ?? <PolicyContact />}
        </div>
      </div>
    </article>
  );
}

function PolicyContact() {
  return (
    <aside className="rounded-xl border border-line bg-surface-muted p-6">
      <h2 className="font-display text-lg font-semibold">Still have a question?</h2>
      <p className="mt-2 text-sm leading-6 text-ink-muted">
        Our support team replies within one working day. Write to us from the{' '}
        <Link
          to="/contact"
          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          Contact Us
        </Link>{' '}
        page or email{' '}
        <a
          className="font-medium text-ink underline underline-offset-2"
          href="mailto:support@vastra.in"
        >
          support@vastra.in
        </a>
        .
      </p>
    </aside>
  );
}

import { usePageTitle } from '@/lib/use-page-title';
import { Link } from 'react-router-dom';

const values = [
  {
    title: 'Fast delivery',
    text: 'Packed within a working day and delivered across India in 3–7 working days.',
    icon: '🚚',
  },
  {
    title: 'Curated collections',
    text: 'Every piece is chosen by our stylists for fit, fabric and how it feels to wear.',
    icon: '✦',
  },
  {
    title: 'Easy returns',
    text: 'Changed your mind? Return unworn items within 7 days of delivery.',
    icon: '↺',
  },
  {
    title: '24/7 support',
    text: 'A real person answers every message, whenever you need us.',
    icon: '☎',
  },
] as const;

const stats = [
  { value: '2', label: 'collections — Men and Women' },
  { value: '3–7', label: 'working days to your door' },
  { value: '7-day', label: 'easy returns' },
  { value: '1-year', label: 'limited warranty' },
] as const;

export function Component() {
  usePageTitle('Who We Are');
  return (
    <article>
      <header className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-text">
            About Vastra
          </p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl font-semibold leading-tight sm:text-5xl">
            Who We Are
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-muted">
            Vastra is an Indian fashion label for men and women. We design everyday clothing that is
            comfortable enough for the commute, smart enough for the office and easy to love for
            years — and we price it fairly, in rupees, with no surprises.
          </p>
        </div>
      </header>

      <section
        className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-2"
        aria-labelledby="story"
      >
        <div>
          <h2 id="story" className="font-display text-2xl font-semibold">
            Our story
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-ink-muted">
            <p>
              “Vastra” is the Sanskrit word for clothing. We started with a simple idea: good
              clothes should not need a special occasion. Our designers work with mills and
              workshops across India to make breathable cottons, soft linens and hard-wearing denims
              cut for Indian weather and Indian bodies.
            </p>
            <p>
              Each season we release small, curated collections instead of thousands of forgettable
              styles, so every shirt, kurta and dress earns its place.
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {stats.map((s) => (
            <div key={s.label} className="rounded-xl border border-line p-5">
              <dt className="text-sm text-ink-muted">{s.label}</dt>
              <dd className="order-first font-display text-3xl font-semibold text-brand-700 dark:text-brand-300">
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="border-t border-line" aria-labelledby="promise">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="promise" className="font-display text-2xl font-semibold">
            Our promise to you
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((v) => (
              <li key={v.title} className="rounded-xl bg-surface-muted p-6">
                <span
                  aria-hidden
                  className="grid size-10 place-items-center rounded-full bg-brand-100 text-lg text-brand-800"
                >
                  {v.icon}
                </span>
                <h3 className="mt-4 font-semibold">{v.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-muted">{v.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link
              to="/products"
              className="rounded-md bg-ink px-5 py-2.5 text-sm font-medium text-surface hover:opacity-90"
            >
              Shop the collection
            </Link>
            <Link
              to="/contact"
              className="rounded-md border border-line px-5 py-2.5 text-sm font-medium hover:bg-surface-muted"
            >
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </article>
  );
}

import { ContactForm } from '@/features/content/components/contact-form';
import { usePageTitle } from '@/lib/use-page-title';

const channels = [
  { label: 'Email', value: 'support@vastra.in', href: 'mailto:support@vastra.in' },
  { label: 'Phone', value: '+91 80 4567 8900', href: 'tel:+918045678900' },
  { label: 'Studio', value: '12, 100 Feet Road, Indiranagar, Bengaluru 560038' },
  { label: 'Hours', value: 'Support around the clock, every day' },
] as const;

export function Component() {
  usePageTitle('Contact Us');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-text">
            We’re here to help
          </p>
          <h1 className="mt-2 font-display text-4xl font-semibold">Contact Us</h1>
          <p className="mt-4 max-w-md leading-7 text-ink-muted">
            Questions about sizing, an order, a return or a collaboration? Send us a message and our
            team will get back to you within one working day.
          </p>
          <dl className="mt-8 space-y-5">
            {channels.map((c) => (
              <div key={c.label}>
                <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
                  {c.label}
                </dt>
                <dd className="mt-1 text-ink">
                  {'href' in c ? (
                    <a href={c.href} className="hover:underline">
                      {c.value}
                    </a>
                  ) : (
                    c.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          <h2 className="mb-6 font-display text-2xl font-semibold">Send us a message</h2>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}

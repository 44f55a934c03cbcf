import { TestimonialList } from '@/features/content/components/testimonial-list';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Testimonials');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mb-10 text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-text">
          Loved across India
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold">Testimonials</h1>
        <p className="mx-auto mt-3 max-w-xl leading-7 text-ink-muted">
          What our customers say about shopping with Vastra — the fit, the fabric and the service.
        </p>
      </header>
      <TestimonialList />
    </section>
  );
}

import { Msg } from '@vastra/contracts';
import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import { Carousel } from '@vastra/ui/carousel';
import { StarIcon } from '@vastra/ui/icons';
import { Skeleton } from '@vastra/ui/skeleton';
import { useTestimonials } from '@/entities/catalog';
import { slidesPerView } from './responsive-slides';
import { SectionHeading, sectionClass } from './section-heading';

const TESTIMONIALS_AUTOPLAY_MS = 3000;

/** Testimonials (anchor #testimonial): 4 / 2 / 1 per view, autoplay 3000 ms, dots, 6-line clamp. */
export function TestimonialsSection() {
  const { data, isPending, isError } = useTestimonials();
  const [plugins] = useState(() => [
    Autoplay({ delay: TESTIMONIALS_AUTOPLAY_MS, stopOnInteraction: false, playOnInit: false }),
  ]);
  let body;
  if (isPending)
    body = (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-64" />
        ))}
      </div>
    );
  else if (isError)
    body = <p className="py-10 text-center text-danger-text">{Msg.testimonialsFailed}</p>;
  else if (data.length === 0)
    body = <p className="py-10 text-center text-ink-muted">{Msg.noTestimonials}</p>;
  else {
    const spv = slidesPerView(data.length, 4);
    body = (
      <Carousel
        startNearViewport
        label="Testimonials"
        options={{ loop: data.length > 1, align: 'start' }}
        plugins={plugins}
        slideClassName={spv.className}
        style={spv.style}
        gap={16}
        dots
      >
        {data.map((t) => (
          <figure
            key={t._id}
            className="flex h-full flex-col rounded-xl bg-surface p-6 shadow-sm ring-1 ring-line/70 dark:bg-surface-muted"
          >
            <div
              className="flex gap-0.5 text-brand-400"
              role="img"
              aria-label={`Rated ${t.rating} out of 5`}
            >
              {Array.from({ length: 5 }, (_, i) => (
                <StarIcon
                  key={i}
                  className={i < Math.round(t.rating) ? 'size-4' : 'size-4 opacity-25'}
                />
              ))}
            </div>
            <blockquote className="mt-4 line-clamp-6 flex-1 text-sm leading-relaxed text-ink">
              “{t.message}”
            </blockquote>
            <figcaption className="mt-5 flex items-center gap-3">
              <img
                src={t.image}
                alt=""
                loading="lazy"
                className="size-11 rounded-full object-cover"
              />
              <span>
                <span className="block text-sm font-semibold">{t.name}</span>
                {t.location && <span className="block text-xs text-ink-muted">{t.location}</span>}
              </span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    );
  }
  return (
    <section
      id="testimonial"
      aria-labelledby="testimonials-title"
      className="scroll-mt-16 bg-surface-muted/70 dark:bg-black/20"
    >
      <div className={sectionClass}>
        <SectionHeading
          id="testimonials-title"
          title="Testimonials"
          subtitle="Thousands of shoppers across India trust Vastra. Here is what some of them say."
        />
        {body}
      </div>
    </section>
  );
}

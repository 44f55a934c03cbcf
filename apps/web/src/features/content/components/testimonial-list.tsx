import { Msg } from '@vastra/contracts';
import { cn } from '@vastra/ui/cn';
import { StarIcon } from '@vastra/ui/icons';
import { Skeleton } from '@vastra/ui/skeleton';
import { useTestimonials } from '@/entities/catalog/api/get-testimonials';

/** Every testimonial as a card: photo, name, location, rating and message. */
export function TestimonialList() {
  const { data, isPending, isError } = useTestimonials();
  if (isPending)
    return (
      <div
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label="Loading testimonials"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-56" />
        ))}
      </div>
    );
  if (isError)
    return (
      <p role="alert" className="py-16 text-center text-danger-text">
        {Msg.testimonialsFailed}
      </p>
    );
  if (data.length === 0)
    return <p className="py-16 text-center text-ink-muted">{Msg.noTestimonials}</p>;
  return (
    <ul className="columns-1 gap-6 sm:columns-2 lg:columns-3">
      {data.map((t) => (
        <li key={t._id} className="mb-6 break-inside-avoid">
          <figure className="rounded-2xl bg-surface-muted p-6">
            <span
              className="inline-flex gap-0.5 text-brand-500"
              role="img"
              aria-label={`${t.rating} out of 5 stars`}
            >
              {[1, 2, 3, 4, 5].map((i) => (
                <StarIcon
                  key={i}
                  className={cn('size-4', i > Math.round(t.rating) && 'opacity-20')}
                />
              ))}
            </span>
            <blockquote className="mt-3 leading-7 text-ink">“{t.message}”</blockquote>
            <figcaption className="mt-5 flex items-center gap-3">
              <img
                src={t.image.trim()}
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
        </li>
      ))}
    </ul>
  );
}

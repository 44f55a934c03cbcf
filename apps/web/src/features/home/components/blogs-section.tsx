import { Msg } from '@vastra/contracts';
import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '@vastra/ui/carousel';
import { Skeleton } from '@vastra/ui/skeleton';
import { useBlogs } from '@/entities/catalog';
import { formatDateShort } from '@/lib/format';
import { slidesPerView } from './responsive-slides';
import { SectionHeading, sectionClass } from './section-heading';

const BLOGS_AUTOPLAY_MS = 2000;

/** Blogs carousel: autoplay 2000 ms, 4 / 2 / 1 per view, never more slides than items. */
export function BlogsSection() {
  const { data, isPending, isError } = useBlogs();
  const [plugins] = useState(() => [
    Autoplay({
      delay: BLOGS_AUTOPLAY_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      playOnInit: false,
    }),
  ]);
  let body;
  if (isPending)
    body = (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-80" />
        ))}
      </div>
    );
  else if (isError) body = <p className="py-10 text-center text-danger-text">{Msg.blogsFailed}</p>;
  else if (data.length === 0)
    body = <p className="py-10 text-center text-ink-muted">{Msg.noBlogs}</p>;
  else {
    const spv = slidesPerView(data.length, 4);
    body = (
      <Carousel
        startNearViewport
        label="Blogs"
        options={{ loop: data.length > 1, align: 'start' }}
        plugins={plugins}
        slideClassName={spv.className}
        style={spv.style}
        gap={16}
      >
        {data.map((b) => (
          <article key={b._id} className="group flex h-full flex-col">
            {/* The title below is the link for assistive tech and the keyboard; the image repeats it for the mouse. */}
            <Link
              to={`/blogdetails/${b._id}`}
              tabIndex={-1}
              aria-hidden
              className="block aspect-[4/3] overflow-hidden rounded-lg bg-surface-muted"
            >
              <img
                src={b.image}
                alt=""
                loading="lazy"
                className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
              />
            </Link>
            <p className="mt-4 text-xs uppercase tracking-[0.16em] text-ink-muted">
              {formatDateShort(b.postedOn)}
            </p>
            <h3 className="mt-1 font-display text-lg font-semibold leading-snug">
              <Link to={`/blogdetails/${b._id}`} className="hover:underline">
                {b.title}
              </Link>
            </h3>
            <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{b.excerpt || b.description}</p>
          </article>
        ))}
      </Carousel>
    );
  }
  return (
    <section aria-labelledby="blogs-title" className={sectionClass}>
      <SectionHeading
        id="blogs-title"
        title="From the Journal"
        subtitle="Style notes, trend reports and wardrobe guides."
        seeAll="/blogs"
      />
      {body}
    </section>
  );
}

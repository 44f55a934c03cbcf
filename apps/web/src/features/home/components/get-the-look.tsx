import { Msg, type Style } from '@vastra/contracts';
import AutoScroll from 'embla-carousel-auto-scroll';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '@vastra/ui/carousel';
import { Skeleton } from '@vastra/ui/skeleton';
import { useStyles } from '@/entities/catalog';
import { SectionHeading, sectionClass } from './section-heading';

/** A style card links to /all-styles/{id} when there are several styles, /influencer-style/{id} when only one. */
export function styleHref(style: Pick<Style, '_id'>, count: number): string {
  return count === 1 ? `/influencer-style/${style._id}` : `/all-styles/${style._id}`;
}

function StyleCard({ style, href }: { style: Style; href: string }) {
  return (
    <Link
      to={href}
      className="group relative block aspect-[3/4] overflow-hidden rounded-lg bg-surface-muted"
    >
      <img
        src={style.image.trim()}
        alt={style.title}
        loading="lazy"
        className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
      />
      <span className="absolute inset-0 bg-gradient-to-t from-black/65 via-transparent to-transparent" />
      <span className="absolute inset-x-0 bottom-0 p-4 text-white">
        <span className="block font-display text-lg font-semibold">{style.name}</span>
        {style.hashtag && (
          <span className="block text-xs text-white/75">#{style.hashtag.replace(/^#/, '')}</span>
        )}
      </span>
    </Link>
  );
}

/** The product breakpoints (2 / 3 / 4 / 5 per view), never more per view than there are styles. */
function styleSlides(n: number): { className: string; style: CSSProperties } {
  return {
    className:
      'basis-[calc(100%/var(--a))] min-[641px]:basis-[calc(100%/var(--b))] min-[900px]:basis-[calc(100%/var(--c))] min-[1200px]:basis-[calc(100%/var(--d))]',
    style: {
      '--a': Math.min(2, n),
      '--b': Math.min(3, n),
      '--c': Math.min(4, n),
      '--d': Math.min(5, n),
    } as CSSProperties,
  };
}

/** 'Get the Look': 0 styles → message, 1 → a single card grid, more → a looping slider. */
export function GetTheLook() {
  const { data, isPending, isError } = useStyles();
  const [plugins] = useState(() => [
    AutoScroll({ speed: 0.8, stopOnMouseEnter: true, stopOnInteraction: false, playOnInit: false }),
  ]);
  let body;
  if (isPending)
    body = (
      <div
        className="grid grid-cols-2 gap-3 min-[641px]:grid-cols-3 min-[900px]:grid-cols-4"
        aria-busy="true"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/4]" />
        ))}
      </div>
    );
  else if (isError) body = <p className="py-10 text-center text-danger-text">{Msg.stylesFailed}</p>;
  else if (data.length === 0)
    body = <p className="py-10 text-center text-ink-muted">{Msg.noStyles}</p>;
  else if (data.length === 1)
    body = (
      <div className="grid grid-cols-2 gap-3 min-[641px]:grid-cols-3 min-[900px]:grid-cols-4">
        <StyleCard style={data[0]!} href={styleHref(data[0]!, 1)} />
      </div>
    );
  else
    body = (
      <Carousel
        startNearViewport
        label="Get the Look"
        options={{ loop: true, align: 'start', dragFree: true }}
        plugins={plugins}
        slideClassName={styleSlides(data.length).className}
        style={styleSlides(data.length).style}
      >
        {data.map((s) => (
          <StyleCard key={s._id} style={s} href={styleHref(s, data.length)} />
        ))}
      </Carousel>
    );
  return (
    <section aria-labelledby="get-the-look" className={sectionClass}>
      <SectionHeading
        id="get-the-look"
        title="Get the Look"
        subtitle="Find your style in our lookbook and tag"
        seeAll="/all-styles"
      />
      {body}
    </section>
  );
}

import { Msg } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { Skeleton } from '@vastra/ui/skeleton';
import { useCategories } from '@/entities/catalog';
import { ApiError } from '@/lib/api-client';
import { categoryPath } from '@/lib/format';
import { SectionHeading, sectionClass } from './section-heading';

const HOME_CATEGORY_COUNT = 2;

/** 'Shop via Category': the first two categories as large image tiles, names in upper case. */
export function ShopViaCategory() {
  const { data, isPending, isError, error } = useCategories();
  let body;
  if (isPending)
    body = (
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: HOME_CATEGORY_COUNT }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/5] sm:aspect-[4/3]" />
        ))}
      </div>
    );
  else if (isError)
    body = (
      <p className="py-10 text-center text-danger-text">
        {error instanceof ApiError && error.code === 'BAD_RESPONSE'
          ? Msg.categoriesInvalid
          : Msg.categoriesLoadFailed}
      </p>
    );
  else if (data.length === 0)
    body = <p className="py-10 text-center text-ink-muted">{Msg.noCategoriesAvailable}</p>;
  else
    body = (
      <ul className="grid gap-4 sm:grid-cols-2">
        {data.slice(0, HOME_CATEGORY_COUNT).map((c) => (
          <li key={c._id}>
            <Link
              to={categoryPath(c)}
              className="group relative block aspect-[4/5] overflow-hidden rounded-lg bg-surface-muted sm:aspect-[4/3]"
            >
              <img
                src={c.image}
                alt=""
                loading="lazy"
                className="h-full w-full object-cover object-top transition-transform duration-[1.2s] ease-out group-hover:scale-105"
              />
              <span className="absolute inset-0 bg-gradient-to-t from-black/60 via-black/5 to-transparent" />
              <span className="absolute inset-x-0 bottom-0 flex items-end justify-between p-6 md:p-8">
                <span className="font-display text-3xl font-semibold tracking-[0.08em] text-white md:text-5xl">
                  {c.name.toUpperCase()}
                </span>
                <span className="rounded-full bg-white px-4 py-2 text-xs font-semibold uppercase tracking-[0.16em] text-gray-950 transition group-hover:bg-brand-100">
                  Shop now
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="shop-via-category" className={sectionClass}>
      <SectionHeading
        id="shop-via-category"
        title="Shop via Category"
        subtitle="Elevate your style with our versatile collection"
      />
      {body}
    </section>
  );
}

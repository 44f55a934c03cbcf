import { Msg, type Blog } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { Skeleton } from '@vastra/ui/skeleton';
import { useBlogs } from '@/entities/catalog/api/get-blogs';
import { formatDateLong } from '@/lib/format';

function BlogCard({ blog, priority = false }: { blog: Blog; priority?: boolean }) {
  const href = `/blogdetails/${blog._id}`;
  return (
    <article
      aria-label={blog.title}
      className="group flex h-full flex-col overflow-hidden rounded-xl bg-surface ring-1 ring-line/70 transition hover:shadow-lg"
    >
      <Link to={href} tabIndex={-1} aria-hidden className="block overflow-hidden">
        <img
          src={blog.image.trim()}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="aspect-[16/10] w-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs text-ink-muted">
          <time dateTime={blog.postedOn}>{formatDateLong(blog.postedOn)}</time>
          {blog.author && <> · {blog.author}</>}
        </p>
        <h2 className="font-display text-lg font-semibold leading-snug">
          <Link to={href} className="hover:underline">
            {blog.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm leading-6 text-ink-muted">
          {blog.excerpt || blog.description}
        </p>
        <Link
          to={href}
          className="mt-auto pt-2 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          <span aria-hidden>Read more →</span>
          <span className="sr-only">Read more: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The blog list: skeleton, error, empty or a grid of cards. */
/**
 * The blog posts as cards. `priority`: the list is the page's main content, so its first picture
 * (the likely largest paint) loads at once and first; elsewhere every picture waits for the scroll.
 */
export function BlogList({
  exclude,
  limit,
  priority = false,
}: {
  exclude?: string;
  limit?: number;
  priority?: boolean;
}) {
  const { data, isPending, isError } = useBlogs();
  if (isPending)
    return (
      <div
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label="Loading blogs"
      >
        {Array.from({ length: limit ?? 6 }, (_, i) => (
          <Skeleton key={i} className="h-80" />
        ))}
      </div>
    );
  if (isError)
    return (
      <p role="alert" className="py-16 text-center text-danger-text">
        {Msg.blogsFailed}
      </p>
    );
  const list = data.filter((b) => b._id !== exclude).slice(0, limit);
  if (list.length === 0) return <p className="py-16 text-center text-ink-muted">{Msg.noBlogs}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((b, i) => (
        <li key={b._id}>
          <BlogCard blog={b} priority={priority && i === 0} />
        </li>
      ))}
    </ul>
  );
}

import { Msg } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { Skeleton } from '@vastra/ui/skeleton';
import { formatDateLong } from '@/lib/format';
import { useBlog } from '../api/get-blog';

/** Splits the plain-text body into paragraphs (blank-line separated). */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Blog detail: title, postedOn, image, description; 'Blog not found!' when nothing comes back. */
export function BlogArticle({ id }: { id: string }) {
  const { data: blog, isPending, isError } = useBlog(id);
  if (isPending)
    return (
      <div role="status" aria-label="Loading blog" className="space-y-4">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="aspect-[16/9] w-full" />
      </div>
    );
  if (isError || !blog)
    return (
      <div className="flex flex-col items-center gap-4 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold">{Msg.blogNotFound}</h1>
        <Link
          to="/blogs"
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          ← Back to all blogs
        </Link>
      </div>
    );
  return (
    <article>
      <Link to="/blogs" className="text-sm text-ink-muted hover:text-ink">
        ← All blogs
      </Link>
      <h1 className="mt-4 font-display text-3xl font-semibold leading-tight sm:text-5xl">
        {blog.title}
      </h1>
      <p className="mt-3 text-sm text-ink-muted">
        Posted on <time dateTime={blog.postedOn}>{formatDateLong(blog.postedOn)}</time>
        {blog.author && <> · by {blog.author}</>}
      </p>
      <img
        src={blog.image.trim()}
        alt={blog.title}
        className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover"
      />
      <div className="mx-auto mt-10 max-w-2xl space-y-5 text-lg leading-8 text-ink/90">
        {paragraphs(blog.description).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </article>
  );
}

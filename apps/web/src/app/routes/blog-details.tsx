import { useParams } from 'react-router-dom';
import { BlogArticle } from '@/features/content/components/blog-article';
import { BlogList } from '@/features/content/components/blog-list';
import { useBlog } from '@/features/content/api/get-blog';
import { usePageTitle } from '@/lib/use-page-title';

/** `/blogdetails/{id}`. */
export function Component() {
  const { id = '' } = useParams();
  const { data } = useBlog(id);
  usePageTitle(data?.title ?? 'Blog');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <BlogArticle id={id} />
      {data && (
        <section aria-labelledby="more-stories" className="mt-16 border-t border-line pt-10">
          <h2 id="more-stories" className="mb-6 font-display text-2xl font-semibold">
            More stories
          </h2>
          <BlogList exclude={data._id} limit={3} />
        </section>
      )}
    </div>
  );
}

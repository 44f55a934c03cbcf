import { BlogList } from '@/features/content/components/blog-list';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Blogs');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mb-10 max-w-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-text">
          The Vastra Journal
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold">Blogs</h1>
        <p className="mt-3 leading-7 text-ink-muted">
          Style notes, fabric guides and behind-the-scenes stories from our studio.
        </p>
      </header>
      <BlogList priority />
    </section>
  );
}

import { Link } from 'react-router-dom';
import { buttonClass } from '@vastra/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {/* Answered with 200 like every page of the app: crawlers are told not to index it. */}
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl font-semibold text-ink-muted">404</p>
      <h1 className="font-display text-3xl font-semibold">Page not found</h1>
      <p className="text-ink-muted">The page you are looking for has moved or never existed.</p>
      <div className="mt-2 flex gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Go Home
        </Link>
        <Link to="/products" className={buttonClass('outline', 'lg')}>
          Browse Products
        </Link>
      </div>
    </section>
  );
}

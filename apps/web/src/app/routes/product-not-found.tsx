import { Msg } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { buttonClass } from '@vastra/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** `/product-not-found`. */
export function Component() {
  usePageTitle(Msg.productNotFound);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p aria-hidden className="font-display text-7xl font-semibold text-accent-text">
        404
      </p>
      <h1 className="font-display text-3xl font-semibold">{Msg.productNotFound}</h1>
      <p className="text-ink-muted">{Msg.productNotFoundDetail}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-2')}>
        {Msg.checkOutOtherProducts}
      </Link>
    </section>
  );
}

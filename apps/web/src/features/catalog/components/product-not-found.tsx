import { Msg } from '@vastra/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '@vastra/ui/button';

/**
 * Shown on the product page when the product does not exist: Go Back and Go Home. The page's
 * status is 200 (the app is drawn in the browser), so it tells crawlers not to index it (React
 * puts the `<meta>` in the document's head while it is shown).
 */
export function ProductNotFound({ detail = Msg.productNotFoundDetail }: { detail?: string }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <meta name="robots" content="noindex" />
      <span
        aria-hidden
        className="grid size-16 place-items-center rounded-full bg-surface-muted font-display text-2xl"
      >
        ?
      </span>
      <h1 className="font-display text-3xl font-semibold">{Msg.productNotFound}</h1>
      <p className="text-ink-muted">{detail}</p>
      <div className="mt-2 flex gap-3">
        <Button variant="outline" onClick={() => navigate(-1)}>
          Go Back
        </Button>
        <Link to="/" className={buttonClass('primary')}>
          Go Home
        </Link>
      </div>
    </div>
  );
}

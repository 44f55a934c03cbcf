import type { ProductDetail } from '@vastra/contracts';
import { BackInStockBodySchema, BackInStockMsg } from '@vastra/contracts/back-in-stock';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@vastra/ui/button';
import { toast } from '@vastra/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useRequestBackInStock } from '../api/request-back-in-stock';
import { NOTIFY_BOX_CLASS, soldOutSizes } from '../lib/sold-out-sizes';

const FIELD =
  'min-w-0 rounded-md border border-line bg-surface px-3 py-2.5 text-sm placeholder:text-ink-muted/70 focus:border-ink focus:outline-none';

/**
 * "Notify me" on the product page for a sold-out size: signed-in shoppers are e-mailed at their
 * own address, visitors give one (checked by the contracts' rule before it is sent). The answer is
 * said in the box and as a toast.
 */
export function NotifyMe({ product }: { product: ProductDetail }) {
  const id = useId();
  const { isLoggedIn } = useSession();
  const sizes = soldOutSizes(product);
  const [size, setSize] = useState<string | null>(sizes[0] ?? null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestBackInStock();
  if (sizes.length === 0) return null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = { productId: product._id, size, ...(isLoggedIn ? {} : { email }) };
    const parsed = BackInStockBodySchema.safeParse(body);
    const missing = !isLoggedIn && !email.trim();
    if (missing || !parsed.success) {
      setError(missing ? BackInStockMsg.emailRequired : (parsed.error?.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    request.mutate(body, {
      onSuccess: (r) => toast.success(r.message),
      onError: (err) => setError(errorMessage(err, BackInStockMsg.failed)),
    });
  };

  return (
    <section aria-labelledby={`${id}-h`} className={NOTIFY_BOX_CLASS}>
      <h2 id={`${id}-h`} className="text-sm font-semibold uppercase tracking-[0.14em]">
        {BackInStockMsg.soldOutHeading}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-wrap gap-2">
        {sizes.length > 1 || sizes[0] !== null ? (
          <>
            <label htmlFor={`${id}-size`} className="sr-only">
              Sold-out size
            </label>
            <select
              id={`${id}-size`}
              value={size ?? ''}
              onChange={(e) => {
                setSize(e.target.value || null);
                request.reset();
              }}
              className={FIELD}
            >
              {sizes.map((s) => (
                <option key={s ?? ''} value={s ?? ''}>
                  Size {s}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {!isLoggedIn && (
          <>
            <label htmlFor={`${id}-email`} className="sr-only">
              Your e-mail
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="Your e-mail"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(null);
                request.reset();
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-out`}
              className={`${FIELD} flex-1 basis-48`}
            />
          </>
        )}
        <Button type="submit" variant="outline" loading={request.isPending}>
          {BackInStockMsg.notifyMe}
        </Button>
      </form>
      <div id={`${id}-out`} aria-live="polite" className="mt-3 text-sm">
        {error && <p className="text-danger-text">{error}</p>}
        {request.data && <p className="font-medium text-success-text">{request.data.message}</p>}
      </div>
    </section>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@vastra/ui/button';
import { cx } from '@vastra/ui/cx';

export const NEWSLETTER_FIELD_ID = 'newsletter-email';

/**
 * The footer newsletter's look: an e-mail input, Subscribe and a message line. Shared by the
 * form and by the placeholder shown for the moment its code loads (same size, so nothing moves).
 */
export function NewsletterFields({
  input,
  message,
  isError,
  pending,
  onSubmit,
}: {
  input?: ComponentProps<'input'>;
  message?: ReactNode;
  isError?: boolean;
  pending?: boolean;
  onSubmit?: ComponentProps<'form'>['onSubmit'];
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-md">
      <div className="flex gap-2">
        <label htmlFor={NEWSLETTER_FIELD_ID} className="sr-only">
          Email address
        </label>
        <input
          id={NEWSLETTER_FIELD_ID}
          type="email"
          placeholder="Your email address"
          autoComplete="email"
          aria-invalid={isError || undefined}
          aria-describedby="newsletter-message"
          className="h-11 min-w-0 flex-1 rounded-md border border-white/15 bg-white/5 px-3 text-sm text-white placeholder:text-white/50 focus:border-white/60 focus:outline-none"
          {...input}
        />
        <Button
          type="submit"
          variant="secondary"
          size="custom"
          className="h-11 px-4 text-sm tracking-wide"
          loading={pending}
        >
          Subscribe
        </Button>
      </div>
      <p
        id="newsletter-message"
        role={isError ? 'alert' : 'status'}
        className={cx('mt-2 min-h-5 text-sm', isError ? 'text-red-300' : 'text-emerald-300')}
      >
        {message}
      </p>
    </form>
  );
}

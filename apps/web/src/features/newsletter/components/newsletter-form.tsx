import { NewsletterBodySchema } from '@vastra/contracts/contact';
import { useEffect } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { NEWSLETTER_FAILED, useSubscribe } from '../api/subscribe';
import { NEWSLETTER_FIELD_ID, NewsletterFields } from './newsletter-fields';

/**
 * Footer newsletter: an e-mail input and Subscribe; the server's answer is shown below.
 * `focusOnMount`: the field had the focus in the placeholder shown while this code loaded, so the
 * shopper keeps typing where they were.
 */
export function NewsletterForm({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const form = useZodForm(NewsletterBodySchema, { email: '' });
  const sub = useSubscribe();
  const { error, onChange, ...input } = form.field('email');
  useEffect(() => {
    if (focusOnMount) document.getElementById(NEWSLETTER_FIELD_ID)?.focus();
  }, [focusOnMount]);
  const message =
    error ??
    (sub.isSuccess
      ? sub.data.message
      : sub.isError
        ? errorMessage(sub.error, NEWSLETTER_FAILED)
        : null);
  return (
    <NewsletterFields
      onSubmit={form.submit((body) => sub.mutate(body, { onSuccess: () => form.reset() }))}
      input={{
        ...input,
        onChange: (e) => {
          if (!sub.isIdle) sub.reset();
          return onChange(e);
        },
      }}
      message={message}
      isError={Boolean(error) || sub.isError}
      pending={sub.isPending}
    />
  );
}

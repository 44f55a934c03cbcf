import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorMessage } from '@/lib/api-client';
import { NEWSLETTER_FAILED, useSubscribe } from '../api/subscribe';

/** Footer newsletter: an e-mail input and Subscribe; the server's answer is shown below. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const sub = useSubscribe();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    sub.mutate({ email: email.trim() }, { onSuccess: () => setEmail('') });
  };
  const message = sub.isSuccess
    ? sub.data.message
    : sub.isError
      ? errorMessage(sub.error, NEWSLETTER_FAILED)
      : null;
  return (
    <form onSubmit={onSubmit} className="w-full max-w-md">
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (!sub.isIdle) sub.reset();
          }}
          placeholder="Your email address"
          autoComplete="email"
          className="h-11 min-w-0 flex-1 rounded-md border border-white/15 bg-white/5 px-3 text-sm text-white placeholder:text-white/50 focus:border-white/60 focus:outline-none"
        />
        <Button type="submit" variant="secondary" className="h-11" loading={sub.isPending}>
          Subscribe
        </Button>
      </div>
      <p
        role={sub.isError ? 'alert' : 'status'}
        className={cn('mt-2 min-h-5 text-sm', sub.isError ? 'text-red-300' : 'text-emerald-300')}
      >
        {message}
      </p>
    </form>
  );
}

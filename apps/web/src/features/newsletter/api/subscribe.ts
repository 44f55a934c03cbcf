import type { NewsletterBody, NewsletterResponse } from '@vastra/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const NEWSLETTER_FAILED = 'Could not subscribe right now. Please try again.';

/** `POST /newsletter {email}` → `message`, `alreadySubscribed`. */
function subscribe(body: NewsletterBody): Promise<NewsletterResponse> {
  return api('/newsletter', {
    method: 'POST',
    body,
    schema: () => import('@vastra/contracts/contact').then((m) => m.NewsletterResponseSchema),
    fallback: NEWSLETTER_FAILED,
  });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}

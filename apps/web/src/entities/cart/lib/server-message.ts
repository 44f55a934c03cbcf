import { ApiError } from '@/lib/api-client';
import { LoginRequiredError } from './login-required';

/**
 * The message for a failed bag or wishlist call: the login message for a visitor; otherwise the
 * fields the server sent, in the order given (the bag reads `message`, the wishlist `error` then
 * `message`); otherwise the caller's fallback.
 */
export function serverMessageOr(
  err: unknown,
  fallback: string,
  fields: readonly ('message' | 'error')[] = ['message'],
): string {
  if (err instanceof LoginRequiredError) return err.message;
  if (err instanceof ApiError && err.body && typeof err.body === 'object') {
    const body = err.body as Record<string, unknown>;
    for (const f of fields) {
      const v = body[f];
      if (typeof v === 'string' && v.trim()) return v;
    }
  }
  return fallback;
}

import { ApiError } from '@/lib/api-client';
import { LoginRequiredError } from '@/entities/cart';

/** Wishlist failures read the server's `error` field first, then `message`, then the fallback. */
export function wishlistErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof LoginRequiredError) return err.message;
  if (err instanceof ApiError) {
    const body = (err.body ?? {}) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

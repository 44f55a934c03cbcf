import { serverMessageOr } from '@/entities/cart';

/** Wishlist failures read the server's `error` field first, then `message`, then the fallback. */
export function wishlistErrorMessage(err: unknown, fallback: string): string {
  return serverMessageOr(err, fallback, ['error', 'message']);
}

import { Msg, type AddToCartBody, type Cart } from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { toast } from '@vastra/ui/toast';
import { LoginRequiredError } from '../lib/login-required';
import { serverMessageOr } from '../lib/server-message';
import { visitorBag } from '../lib/visitor-bag';
import { cartQueryKey } from './get-cart';

export type AddToCartInput = Pick<AddToCartBody, 'productId' | 'size'> & { quantity?: number };

async function addToCart(input: AddToCartInput): Promise<{ cart: Cart; message?: string }> {
  const body = {
    productId: input.productId,
    quantity: input.quantity ?? 1,
    ...(input.size ? { size: input.size } : {}),
  };
  return api('/cart', {
    method: 'POST',
    body,
    schema: () => import('@vastra/contracts/commerce').then((m) => m.CartResponseSchema),
    fallback: Msg.failedAddToCart,
  });
}

export interface AddToCartOptions {
  /** Shown to a visitor instead of calling the API (default 'Please login to add items to cart.'). */
  loginMessage?: string;
  /** Fallback when the server sends no message (default 'Failed to add item to cart.'). */
  errorFallback?: string;
  /** Skip the success toast (the caller shows its own). */
  silentSuccess?: boolean;
  /** A visitor's line goes into the bag kept on the device instead of being refused. */
  visitor?: boolean;
}

/** Adds a line (or raises its quantity) and re-fetches the bag. */
export function useAddToCart(options: AddToCartOptions = {}) {
  const qc = useQueryClient();
  const {
    loginMessage = Msg.loginToAddToCart,
    errorFallback = Msg.failedAddToCart,
    silentSuccess = false,
    visitor = false,
  } = options;
  return useMutation({
    mutationFn: (input: AddToCartInput) => {
      if (!session.get().token) {
        if (!visitor) return Promise.reject(new LoginRequiredError(loginMessage));
        // A visitor's line stays on the device until they sign in (then the API merges it).
        visitorBag.add(input.productId, input.size ?? null, input.quantity ?? 1);
        return Promise.resolve(null);
      }
      return addToCart(input);
    },
    onSuccess: () => {
      if (!silentSuccess) toast.success(Msg.itemAddedToCart);
    },
    onError: (err) => {
      toast.error(serverMessageOr(err, errorFallback));
    },
    onSettled: (_data, err) => {
      if (!(err instanceof LoginRequiredError) && session.get().token)
        return qc.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}

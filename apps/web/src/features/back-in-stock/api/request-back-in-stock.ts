import {
  BackInStockMsg,
  BackInStockResponseSchema,
  type BackInStockInput,
  type BackInStockResponse,
} from '@vastra/contracts/back-in-stock';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /back-in-stock {productId, size, email?}` → 201 saved, 200 already on the list. */
async function requestBackInStock(body: BackInStockInput): Promise<BackInStockResponse> {
  return api('/back-in-stock', {
    method: 'POST',
    body,
    schema: BackInStockResponseSchema,
    fallback: BackInStockMsg.failed,
  });
}

export function useRequestBackInStock() {
  return useMutation({ mutationKey: ['back-in-stock'], mutationFn: requestBackInStock });
}

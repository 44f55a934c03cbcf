export {
  cartQueryKey,
  cartQueryOptions,
  getCart,
  useCart,
  useCartCount,
  useIsInCart,
} from './api/get-cart';
export {
  addToCart,
  useAddToCart,
  type AddToCartInput,
  type AddToCartOptions,
} from './api/add-to-cart';
export {
  maxQuantity,
  updateCartQuantity,
  useUpdateCartQuantity,
  type UpdateQuantityInput,
} from './api/update-cart-quantity';
export { removeFromCart, useRemoveFromCart } from './api/remove-from-cart';
export { LoginRequiredError } from './lib/login-required';
export { serverMessageOr } from './lib/server-message';

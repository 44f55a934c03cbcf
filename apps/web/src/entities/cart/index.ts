export { cartQueryKey, cartQueryOptions, useCart, useCartCount, useIsInCart } from './api/get-cart';
export { useAddToCart } from './api/add-to-cart';
export { useMergeVisitorBag } from './api/merge-visitor-bag';
export { maxQuantity, useUpdateCartQuantity } from './api/update-cart-quantity';
export { useRemoveFromCart } from './api/remove-from-cart';
export { useChangeLineSize } from './api/change-line-size';
export { LoginRequiredError } from './lib/login-required';
export { serverMessageOr } from './lib/server-message';
export { useVisitorBag, visitorBag, type VisitorLine } from './lib/visitor-bag';

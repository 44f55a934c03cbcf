export {
  useIsWishlisted,
  useWishlist,
  useWishlistCount,
  wishlistQueryKey,
} from './api/get-wishlist';
export { useAddToWishlist } from './api/add-to-wishlist';
export { useRemoveFromWishlist } from './api/remove-from-wishlist';
export { useToggleWishlist } from './api/toggle-wishlist';

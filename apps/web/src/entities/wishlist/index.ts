export {
  getWishlist,
  useIsWishlisted,
  useWishlist,
  useWishlistCount,
  wishlistQueryKey,
  wishlistQueryOptions,
} from './api/get-wishlist';
export { addToWishlist, useAddToWishlist, type AddToWishlistInput } from './api/add-to-wishlist';
export {
  removeFromWishlist,
  useRemoveFromWishlist,
  type RemoveFromWishlistOptions,
} from './api/remove-from-wishlist';
export { useToggleWishlist } from './api/toggle-wishlist';
export { wishlistErrorMessage } from './lib/wishlist-error';

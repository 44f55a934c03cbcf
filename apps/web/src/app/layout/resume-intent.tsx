import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddToCart } from '@/entities/cart';
import { useMarkHelpful } from '@/entities/review/api/mark-helpful';
import { peekIntent, takeIntent } from '@/entities/session/read-intent';
import { useAddToWishlist } from '@/entities/wishlist';
import { useSession } from '@/lib/session';

/**
 * Finishes what a visitor started before the shop asked them to sign in (`signInToContinue`):
 * once signed in they are back on that page (same path and query) and the action is done there —
 * the line added to the bag with its size, the product wishlisted, the review voted helpful —
 * with the usual toasts. Loaded only while a signed-in tab holds such an action
 * (`PendingIntentSlot`).
 */
export function ResumeIntent() {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const addToWishlist = useAddToWishlist();
  const pending = isLoggedIn ? peekIntent() : null;
  const helpful = useMarkHelpful(
    pending?.action.kind === 'helpful' ? pending.action.productId : '',
  );
  const { mutate: add } = addToCart;
  const { mutate: wish } = addToWishlist;
  const { mutate: vote } = helpful;

  useEffect(() => {
    if (!isLoggedIn) return;
    const intent = peekIntent();
    if (!intent) return;
    if (pathname + search !== intent.path) {
      void navigate(intent.path, { replace: true });
      return;
    }
    takeIntent();
    const { action } = intent;
    if (action.kind === 'bag')
      add({ productId: action.productId, size: action.size, quantity: action.quantity });
    else if (action.kind === 'wishlist') wish({ productId: action.productId });
    else vote(action.reviewId);
  }, [isLoggedIn, pathname, search, navigate, add, wish, vote]);

  return null;
}

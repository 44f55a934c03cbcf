import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMergeVisitorBag, visitorBag } from '@/entities/cart';
import { useMarkHelpful } from '@/entities/review/api/mark-helpful';
import { peekIntent, takeIntent } from '@/entities/session/read-intent';
import { useAddToWishlist } from '@/entities/wishlist';
import { useSession } from '@/lib/session';

/**
 * Finishes, once a visitor has signed in, what they started before: the bag they filled on this
 * device goes into the account's bag (one call, capped by stock, shortfalls shown), and an action
 * that asked for the sign-in (`signInToContinue`) brings them back to its page (same path and
 * query) and is done there — the product wishlisted, the review voted helpful — with the usual
 * toasts. Loaded only while a signed-in tab has either (`PendingIntentSlot`).
 */
export function ResumeIntent() {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const addToWishlist = useAddToWishlist();
  const merge = useMergeVisitorBag();
  const merging = useRef(false);
  const pending = isLoggedIn ? peekIntent() : null;
  const helpful = useMarkHelpful(
    pending?.action.kind === 'helpful' ? pending.action.productId : '',
  );
  const { mutate: wish } = addToWishlist;
  const { mutate: vote } = helpful;
  const { mutate: mergeBag } = merge;

  useEffect(() => {
    if (!isLoggedIn || merging.current) return;
    const lines = visitorBag.lines();
    if (lines.length === 0) return;
    merging.current = true;
    mergeBag(lines);
  }, [isLoggedIn, mergeBag]);

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
    if (action.kind === 'wishlist') wish({ productId: action.productId });
    else if (action.kind === 'helpful') vote(action.reviewId);
  }, [isLoggedIn, pathname, search, navigate, wish, vote]);

  return null;
}

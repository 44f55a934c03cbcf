import { toast } from '@vastra/ui/toast';
import { authPanel } from './auth-panel';

/**
 * What a visitor was doing when the shop asked them to sign in: only ids, never a price. `return`
 * only brings them back to the page (a visitor's bag line is already kept on the device, and
 * signing in adds it to the account's bag). This half
 * only writes; reading it back validates it with zod (`read-intent.ts`, loaded once a session
 * exists), so the first visit's script stays without zod.
 */
export type IntentAction =
  | { kind: 'return' }
  | { kind: 'wishlist'; productId: string }
  | { kind: 'helpful'; productId: string; reviewId: string };

export const INTENT_STORAGE_KEY = 'vastra:pending-intent';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers the action for this tab (sessionStorage), with the page (path and query) it was asked
 * on and when. One at a time: the latest replaces any earlier one.
 */
function rememberIntent(action: IntentAction, now = Date.now()): void {
  const path = window.location.pathname + window.location.search;
  try {
    storage()?.setItem(INTENT_STORAGE_KEY, JSON.stringify({ action, path, at: now }));
  } catch {
    // Storage full or blocked: the visitor signs in and does it again by hand.
  }
}

/** The raw remembered action, unchecked (`read-intent.ts` parses it). */
export function storedIntent(): string | null {
  return storage()?.getItem(INTENT_STORAGE_KEY) ?? null;
}

export function forgetIntent(): void {
  storage()?.removeItem(INTENT_STORAGE_KEY);
}

/**
 * A visitor tried something that needs an account: say why, remember the action and open the
 * sign-in panel. Signing in brings them back to this page with the action done.
 */
export function signInToContinue(
  message: string,
  action: IntentAction,
  tone: 'error' | 'info' = 'error',
): void {
  toast[tone](message);
  rememberIntent(action);
  authPanel.open('signin');
}

/** Opens the sign-in panel; signing in there comes back to this page. */
export function offerSignIn(): void {
  rememberIntent({ kind: 'return' });
  authPanel.open('signin');
}

let watching = false;

/**
 * Closing the sign-in panel without signing in forgets the action. Signing up closes one panel
 * and opens sign-in, so the check waits for that to have happened.
 */
export function forgetIntentOnClose(isSignedIn: () => boolean): void {
  if (watching) return;
  watching = true;
  authPanel.subscribe(() => {
    if (authPanel.get() !== null || isSignedIn()) return;
    setTimeout(() => {
      if (authPanel.get() === null && !isSignedIn()) forgetIntent();
    }, 0);
  });
}

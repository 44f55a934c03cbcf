import { sameSitePathOr } from '@vastra/contracts/shop-paths';
import { authPanel } from '@/entities/session';
import { session } from '@/lib/session';

type Go = (path: string) => void;

let pending: { path: string; go: Go } | null = null;
let unsubscribe: Array<() => void> = [];

function stop(): void {
  pending = null;
  unsubscribe.forEach((u) => u());
  unsubscribe = [];
}

/**
 * Remembers where a visitor was sent away from. When they sign in, they are taken back there
 * (after the sign-in flow's own navigation) if it is a path in the shop (the contracts'
 * same-site rule), else to the home page; closing the panel without signing in forgets it.
 */
export function returnAfterSignIn(path: string, go: Go): void {
  pending = { path: sameSitePathOr(path, '/'), go };
  if (unsubscribe.length) return;
  unsubscribe = [
    session.subscribe(() => {
      const s = session.get();
      if (!pending || !s.token || !s.user) return;
      const { path: to, go: navigate } = pending;
      stop();
      setTimeout(() => navigate(to), 0);
    }),
    authPanel.subscribe(() => {
      if (authPanel.get() === null && !session.get().token) stop();
    }),
  ];
}

/** For tests. */
export function forgetReturn(): void {
  stop();
}

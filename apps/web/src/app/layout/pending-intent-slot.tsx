import { lazy, Suspense, useEffect } from 'react';
import { useVisitorBag } from '@/entities/cart';
import { forgetIntentOnClose, storedIntent } from '@/entities/session';
import { session, useSession } from '@/lib/session';

const ResumeIntent = lazy(() =>
  import('./resume-intent').then((m) => ({ default: m.ResumeIntent })),
);

/**
 * Where a visitor's bag on this device and interrupted action (`signInToContinue`) are finished
 * after they sign in: that code (and zod, which checks what was stored) loads only when a
 * signed-in tab has either.
 */
export function PendingIntentSlot() {
  const { isLoggedIn } = useSession();
  const deviceBag = useVisitorBag();
  useEffect(() => forgetIntentOnClose(() => Boolean(session.get().token)), []);
  if (!isLoggedIn || (!storedIntent() && deviceBag.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      <ResumeIntent />
    </Suspense>
  );
}

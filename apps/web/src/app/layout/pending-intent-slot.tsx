import { lazy, Suspense, useEffect } from 'react';
import { forgetIntentOnClose, storedIntent } from '@/entities/session';
import { session, useSession } from '@/lib/session';

const ResumeIntent = lazy(() =>
  import('./resume-intent').then((m) => ({ default: m.ResumeIntent })),
);

/**
 * Where a visitor's interrupted action (`signInToContinue`) is finished after they sign in: the
 * replay (and zod, which checks what was stored) loads only when a signed-in tab holds one.
 */
export function PendingIntentSlot() {
  const { isLoggedIn } = useSession();
  useEffect(() => forgetIntentOnClose(() => Boolean(session.get().token)), []);
  if (!isLoggedIn || !storedIntent()) return null;
  return (
    <Suspense fallback={null}>
      <ResumeIntent />
    </Suspense>
  );
}

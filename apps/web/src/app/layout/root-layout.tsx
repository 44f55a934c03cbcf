import { lazy, memo, Suspense, useMemo, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { useInViewport } from '@vastra/ui/use-visibility';
import { AuthPanels } from '@/features/auth';
import { AnnouncementPopup, FloatingChat, ScrollToTopButton } from '@/features/layout';
import { useAuthPanel } from '@/entities/session';
import { useAnnouncement } from '@/entities/catalog/api/get-announcement';
import { Header } from './header';
import { PendingIntentSlot } from './pending-intent-slot';
import { PhoneSearch } from './phone-search';
import { SSR_STATE_KEY } from '../ssr/state-key';

// The footer (links, promises, the newsletter's field) is always below the fold (main is at least
// a screen tall): its code loads after the entry, keeping it out of every first visit's script.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/**
 * The footer, on a page the browser draws itself (the bag, checkout, the account), once the
 * shopper scrolls to its place: until then a marker stands there, below the fold (main is at least
 * a screen tall), so the footer's code runs after the first tap, not before, and its arrival moves
 * nothing on screen. A server-rendered page has it in its HTML: it is drawn at once, as the server
 * drew it, and hydrated when its code has arrived. Until then its boundary must receive no update
 * (React would throw the server's footer away and draw it again), so the layout's re-renders stop
 * here (`memo`) and the boundary is the same element on every render of this component.
 */
const FooterWhenNear = memo(function FooterWhenNear() {
  const marker = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(
    () => typeof document === 'undefined' || document.getElementById(SSR_STATE_KEY) !== null,
  );
  const near = useInViewport(marker);
  if (near && !wanted) setWanted(true);
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    ),
    [],
  );
  if (!wanted) return <div ref={marker} aria-hidden className="h-px" />;
  return footer;
});

/**
 * Root layout: header, page, footer, the phone bottom bar and search modal, side panels, chat
 * link, announcement popup and back-to-top. Scrolling is react-router's ScrollRestoration: a new
 * page starts at the top, Back (and Forward) returns to where the shopper was on that page (a
 * listing, search results), and the listing's filter and sort changes keep the place
 * (`preventScrollReset`).
 */
export function RootLayout() {
  const { panel } = useAuthPanel();
  const announcement = useAnnouncement();
  const chatOffOnPhones = useMatches().some(
    (m) => (m.handle as { phoneChat?: boolean } | undefined)?.phoneChat === false,
  );
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded bg-ink px-4 py-2 text-surface focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall: while a page shows its loading state the footer stays below the
          fold, so the page's content arriving does not push a visible footer away (bag and order
          details moved it out of a phone's screen: CLS 0.08 and 0.55). */}
      <main id="main" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <FooterWhenNear />
      <ScrollRestoration />
      <PhoneSearch />
      <FloatingChat hiddenOnPhones={chatOffOnPhones} />
      <ScrollToTopButton />
      <PendingIntentSlot />
      {/* Each lazy layer in a boundary of its own that exists only once it is wanted: a boundary
          the server rendered is hydrated after everything else, and a popup put into it before
          then (its answer arriving early) would wait for that. */}
      {panel && (
        <Suspense fallback={null}>
          <AuthPanels />
        </Suspense>
      )}
      {announcement.data?.status === 'on' && (
        <Suspense fallback={null}>
          <AnnouncementPopup />
        </Suspense>
      )}
    </div>
  );
}

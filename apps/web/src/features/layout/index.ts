import { lazy } from 'react';
import { preloadLayer } from '@vastra/ui/layer';

export { CategoryMenu } from './components/category-menu';
export { BottomBar } from './components/bottom-bar';
export { FloatingChat, PHONE_CHAT_OFF } from './components/floating-chat';
export { ScrollToTopButton } from './components/scroll-to-top';

/** The phone menu's code and the dialog layer it opens in (started when a tap begins). */
export const loadMobileMenu = () =>
  Promise.all([import('./components/mobile-menu'), preloadLayer()]).then(([m]) => m);

/** Loaded on demand (kept out of the first-visit bundle). */
export const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
export const AnnouncementPopup = lazy(() =>
  import('./components/announcement-popup').then((m) => ({ default: m.AnnouncementPopup })),
);

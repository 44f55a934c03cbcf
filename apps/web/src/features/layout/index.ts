import { lazy } from 'react';

export { CategoryMenu } from './components/category-menu';
export { BottomBar } from './components/bottom-bar';
export { FloatingChat, PHONE_CHAT_OFF } from './components/floating-chat';
export { ScrollToTopButton } from './components/scroll-to-top';

/** Loaded on demand (kept out of the first-visit bundle). */
export const MobileMenu = lazy(() =>
  import('./components/mobile-menu').then((m) => ({ default: m.MobileMenu })),
);
export const AnnouncementPopup = lazy(() =>
  import('./components/announcement-popup').then((m) => ({ default: m.AnnouncementPopup })),
);

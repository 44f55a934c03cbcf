export { CategoryMenu } from './components/category-menu';
export { CategoryList } from './components/category-list';
export { MobileMenu } from './components/mobile-menu';
export { BottomBar } from './components/bottom-bar';
export { FloatingChat, whatsappUrl } from './components/floating-chat';
export { AnnouncementPopup, ANNOUNCEMENT_DELAY_MS } from './components/announcement-popup';
export { ScrollToTopButton } from './components/scroll-to-top';

export { HeaderSearch } from './components/header-search';
export { MobileSearchModal } from './components/mobile-search-modal';
export { HEADER_SEARCH_DEBOUNCE_MS, MOBILE_SEARCH_DEBOUNCE_MS } from './hooks/use-search';

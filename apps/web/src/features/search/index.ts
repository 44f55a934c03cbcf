import { lazy } from 'react';

export { HeaderSearch } from './components/header-search';
export { HEADER_SEARCH_DEBOUNCE_MS, MOBILE_SEARCH_DEBOUNCE_MS } from './hooks/use-search';

/** The phone search modal, loaded when first opened. */
export const MobileSearchModal = lazy(() =>
  import('./components/mobile-search-modal').then((m) => ({ default: m.MobileSearchModal })),
);

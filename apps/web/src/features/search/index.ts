import { lazy } from 'react';

export { HeaderSearch } from './components/header-search';

/** The phone search modal, loaded when first opened. */
export const MobileSearchModal = lazy(() =>
  import('./components/mobile-search-modal').then((m) => ({ default: m.MobileSearchModal })),
);

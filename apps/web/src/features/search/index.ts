import { lazy } from 'react';
import { preloadLayer } from '@vastra/ui/layer';

export { HeaderSearch } from './components/header-search';

/** The phone search modal's code and the dialog layer it opens in (started when a tap begins). */
export const loadMobileSearch = () =>
  Promise.all([import('./components/mobile-search-modal'), preloadLayer()]).then(([m]) => m);

/** The phone search modal, loaded when first opened. */
export const MobileSearchModal = lazy(() =>
  loadMobileSearch().then((m) => ({ default: m.MobileSearchModal })),
);

import { Suspense, useState } from 'react';
import { BottomBar } from '@/features/layout';
import { loadMobileSearch, MobileSearchModal } from '@/features/search';

/**
 * The phone bottom bar and the search modal its Search button opens. The open state lives here,
 * not in the root layout: opening search re-renders the bar and the modal only, not the header and
 * the rest of the shell, so the tap paints sooner.
 */
export function PhoneSearch() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BottomBar onSearch={() => setOpen(true)} loadSearch={loadMobileSearch} />
      <Suspense fallback={null}>
        {open && <MobileSearchModal open onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}

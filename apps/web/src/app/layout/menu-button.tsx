import { Suspense, useState } from 'react';
import { MenuIcon } from '@vastra/ui/icons';
import { loadMobileMenu, MobileMenu } from '@/features/layout';
import { loadOnIntent } from '@/lib/load-on-intent';

/**
 * The phone header's menu button and the menu it opens. The open state lives here, not in the
 * header: opening the menu re-renders the button and the menu only, so the tap paints sooner. The
 * menu's code starts loading when the finger touches the button, not at its click.
 */
export function MenuButton({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        {...loadOnIntent(loadMobileMenu)}
        aria-label="Open menu"
        className={className}
      >
        <MenuIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

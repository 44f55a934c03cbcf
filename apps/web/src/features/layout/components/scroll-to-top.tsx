import { useEffect, useState } from 'react';
import { cx } from '@vastra/ui/cx';
import { ArrowUpIcon } from '@vastra/ui/icons';

/** A 'back to top' button that appears after one screen of scrolling. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cx(
        'fixed bottom-36 right-5 z-40 grid size-10 place-items-center rounded-full border border-line bg-surface text-ink shadow-md transition-all duration-300 md:bottom-24 md:right-7',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
      )}
      tabIndex={visible ? 0 : -1}
    >
      <ArrowUpIcon className="size-4" />
    </button>
  );
}

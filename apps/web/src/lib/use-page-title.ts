import { useEffect } from 'react';

/** Sets the document title as "<title> | Vastra" (or the shop name alone). */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | Vastra` : 'Vastra — Fashion for Men & Women';
  }, [title]);
}

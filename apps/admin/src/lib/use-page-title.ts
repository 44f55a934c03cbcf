import { useEffect } from 'react';

/** "<page> · Vastra back office" as the document title. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Vastra back office`;
  }, [title]);
}

import { usePageTitle } from '@/lib/use-page-title';

/** Placeholder route: its issue replaces this. */
export function Component() {
  usePageTitle('Terms & Conditions');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-2xl font-semibold">Terms & Conditions</h1>
    </section>
  );
}

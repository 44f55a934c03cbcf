import { usePageTitle } from '@/lib/use-page-title';

/** Placeholder route: its issue replaces this. */
export function Component() {
  usePageTitle('Your Bag');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-2xl font-semibold">Your Bag</h1>
    </section>
  );
}

import { PageHeader } from './page';

/** A section whose page is not built yet (its route exists so navigation is complete). */
export function Placeholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p className="text-sm text-ink-muted">This section is not available yet.</p>
    </>
  );
}

import type { AdminCustomerRow } from '@vastra/contracts/admin/customers';

/** The account's state at a glance: blocked, cash on delivery off, or active. */
export function CustomerFlags({
  customer,
}: {
  customer: Pick<AdminCustomerRow, 'blocked' | 'codDisabled'>;
}) {
  const flags = [customer.blocked && 'Blocked', customer.codDisabled && 'COD off'].filter(
    (f): f is string => Boolean(f),
  );
  if (!flags.length) return <span className="text-ink-muted">Active</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {flags.map((f) => (
        <span
          key={f}
          className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-medium text-danger-text"
        >
          {f}
        </span>
      ))}
    </span>
  );
}

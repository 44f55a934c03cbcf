import { useQuery } from '@tanstack/react-query';
import { StaffAlertsMsg, type StaffAlerts } from '@vastra/contracts/admin/staff-alerts';
import { PageHeader, Panel, QueryState } from '@/components/page';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { myAlertsQuery, useSetMyAlerts } from './api';

const CHOICES: { key: keyof StaffAlerts; label: string; hint: string }[] = [
  {
    key: 'newOrders',
    label: StaffAlertsMsg.newOrdersLabel,
    hint: 'One e-mail for each order placed, with what was bought and where it goes.',
  },
  {
    key: 'lowStockDigest',
    label: StaffAlertsMsg.lowStockDigestLabel,
    hint: 'Each morning, the sizes at or below their low-stock threshold (none when nothing is low).',
  },
];

/** `/me/alerts`: the signed-in staff member's own e-mail alerts, saved as each is ticked. */
export function MyAlertsPage() {
  const alerts = useQuery(myAlertsQuery());
  const save = useSetMyAlerts();
  const onToggle = (key: keyof StaffAlerts, on: boolean) =>
    save.mutate(
      { [key]: on },
      {
        onSuccess: (res) => toast.success(res.message),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <>
      <PageHeader
        title="My e-mail alerts"
        description="E-mails sent to you alone, at the address you sign in with."
      />
      <QueryState isPending={alerts.isPending} error={alerts.error}>
        {alerts.data && (
          <Panel>
            <ul className="space-y-4">
              {CHOICES.map((c) => (
                <li key={c.key}>
                  <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={alerts.data.alerts[c.key]}
                      disabled={save.isPending}
                      onChange={(e) => onToggle(c.key, e.target.checked)}
                    />
                    {c.label}
                  </label>
                  <p className="mt-1 text-xs text-ink-muted">{c.hint}</p>
                </li>
              ))}
            </ul>
          </Panel>
        )}
      </QueryState>
    </>
  );
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  StaffAlertsResponseSchema,
  StaffAlertsSavedResponseSchema,
  type StaffAlertsBody,
} from '@vastra/contracts/admin/staff-alerts';
import { api } from '@/lib/api';

const MY_ALERTS = ['admin', 'me', 'alerts'] as const;

export const myAlertsQuery = () =>
  queryOptions({
    queryKey: MY_ALERTS,
    queryFn: ({ signal }) =>
      api('/admin/auth/me/alerts', { schema: StaffAlertsResponseSchema, signal }),
  });

export function useSetMyAlerts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAlertsBody) =>
      api('/admin/auth/me/alerts', {
        method: 'PUT',
        body,
        schema: StaffAlertsSavedResponseSchema,
      }),
    onSuccess: (res) => qc.setQueryData(MY_ALERTS, { success: true as const, alerts: res.alerts }),
  });
}

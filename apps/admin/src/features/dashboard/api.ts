import { DashboardResponseSchema, type Dashboard } from '@vastra/contracts/admin/dashboard';
import { api } from '@/lib/api';

export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const answer = await api('/admin/dashboard', { schema: DashboardResponseSchema, signal });
  return answer.data;
}

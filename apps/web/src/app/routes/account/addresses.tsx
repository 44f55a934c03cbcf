import { ManageAddresses } from '@/features/account';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Manage Addresses');
  return <ManageAddresses />;
}

import { ChangePasswordForm } from '@/features/account';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Change Password');
  return <ChangePasswordForm />;
}

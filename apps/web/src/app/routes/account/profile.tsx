import { ProfileForm } from '@/features/account';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('My Profile');
  return <ProfileForm />;
}

import { ChangePasswordFormSchema, Msg } from '@vastra/contracts';
import { Button } from '@vastra/ui';
import { PasswordInput } from '@vastra/ui/password-input';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { SectionHeading } from './section-heading';

const empty = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** Change Password: Old, New, Confirm New; field errors clear when typed into. */
export function ChangePasswordForm() {
  const form = useZodForm(ChangePasswordFormSchema, empty);
  const change = useChangePassword();

  const onSubmit = form.submit(
    ({ oldPassword, newPassword }) =>
      change.mutate({ oldPassword, newPassword }, { onSuccess: () => form.reset(empty) }),
    () => toast.error(Msg.correctFormErrors, ACCOUNT_TOAST_MS),
  );

  return (
    <div>
      <SectionHeading>Change Password</SectionHeading>
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-5">
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          {...form.field('oldPassword')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.field('confirmNewPassword')}
        />
        <div>
          <Button type="submit" size="lg" disabled={change.isPending}>
            {change.isPending ? 'Updating Password...' : 'Update Password'}
          </Button>
        </div>
      </form>
    </div>
  );
}

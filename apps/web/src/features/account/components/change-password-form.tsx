import { changePasswordFormRules, fieldErrors, Msg } from '@vastra/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui';
import { PasswordInput } from '@/components/ui/password-input';
import { ACCOUNT_TOAST_MS, toast } from '@/components/ui/toast';
import { useChangePassword } from '../api/change-password';
import { SectionHeading } from './section-heading';

const empty = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
type Field = keyof typeof empty;

/** Change Password: Old, New, Confirm New; field errors clear when typed into. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = fieldErrors(changePasswordFormRules, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(Msg.correctFormErrors, ACCOUNT_TOAST_MS);
      return;
    }
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      { onSuccess: () => setValues(empty) },
    );
  };

  return (
    <div>
      <SectionHeading>Change Password</SectionHeading>
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-5">
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          value={values.oldPassword}
          error={errors.oldPassword}
          onChange={(e) => set('oldPassword', e.target.value)}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          value={values.newPassword}
          error={errors.newPassword}
          onChange={(e) => set('newPassword', e.target.value)}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          value={values.confirmNewPassword}
          error={errors.confirmNewPassword}
          onChange={(e) => set('confirmNewPassword', e.target.value)}
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

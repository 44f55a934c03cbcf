import { Msg, ResetPasswordFormSchema } from '@vastra/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@vastra/ui';
import { PasswordInput } from '@vastra/ui/password-input';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';

/** Delay before going home after a successful reset. */
const RESET_REDIRECT_MS = 1000;

/** Reset Password: New and Confirm with show/hide toggles; home one second after success. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(ResetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const navigate = useNavigate();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onValid = ({ newPassword }: { newPassword: string }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: (message) => {
          toast.success(message, ACCOUNT_TOAST_MS);
          setDone(true);
        },
        onError: (err) => {
          const msg = errorMessage(err, Msg.invalidToken);
          form.setError('root', { message: msg });
          toast.error(msg, ACCOUNT_TOAST_MS);
        },
      },
    );
  // One message line for the form: typing anywhere clears it.
  const input = (name: 'newPassword' | 'confirmPassword') => {
    const { error: _error, onChange, ...props } = form.field(name);
    return {
      ...props,
      onChange: (e: Parameters<typeof onChange>[0]) => {
        form.clearErrors();
        return onChange(e);
      },
    };
  };

  return (
    <form onSubmit={form.submit(onValid)} noValidate className="mt-6 grid gap-5">
      <PasswordInput label="New Password" autoComplete="new-password" {...input('newPassword')} />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        {...input('confirmPassword')}
      />
      {form.formError && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {form.formError}
        </p>
      )}
      <Button type="submit" size="lg" loading={reset.isPending} disabled={done}>
        Change Password
      </Button>
    </form>
  );
}

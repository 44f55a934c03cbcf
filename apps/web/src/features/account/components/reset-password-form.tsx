import { firstError, Msg, resetPasswordFormRules } from '@vastra/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

/** Delay before going home after a successful reset (spec §9). */
export const RESET_REDIRECT_MS = 1000;

/** Reset Password: New and Confirm with show/hide toggles; home one second after success. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const navigate = useNavigate();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = firstError(resetPasswordFormRules, values);
    setError(problem);
    if (problem) return;
    reset.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: (message) => {
          toast.success(message);
          setDone(true);
        },
        onError: (err) => {
          const msg = errorMessage(err, Msg.invalidToken);
          setError(msg);
          toast.error(msg);
        },
      },
    );
  };

  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5">
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(e) => set('newPassword', e.target.value)}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => set('confirmPassword', e.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" loading={reset.isPending} disabled={done}>
        Change Password
      </Button>
    </form>
  );
}

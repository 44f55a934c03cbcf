import { ForgotPasswordBodySchema } from '@vastra/contracts';
import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import { authPanel } from '@/entities/session';
import { useZodForm } from '@/lib/use-zod-form';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const form = useZodForm(ForgotPasswordBodySchema, { email: '' });
  const forgot = useForgotPassword();
  return (
    <form
      noValidate
      onSubmit={form.submit((body) => forgot.mutate(body))}
      className="flex flex-col gap-4 p-5"
    >
      <p className="text-sm text-ink-muted">
        Enter the e-mail you signed up with and we will send you a link to reset your password.
      </p>
      <Input label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Button type="submit" size="lg" loading={forgot.isPending} className="w-full uppercase">
        Send Reset Link
      </Button>
      <button
        type="button"
        onClick={() => authPanel.open('signin')}
        className="text-center text-sm font-semibold text-ink hover:underline"
      >
        Back to Sign In
      </button>
    </form>
  );
}

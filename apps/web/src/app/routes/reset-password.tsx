import { useParams } from 'react-router-dom';
import { ResetPasswordForm } from '@/features/account';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Reset Password');
  const { token = '' } = useParams();
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-3xl font-semibold">Reset Password</h1>
      <p className="mt-2 text-sm text-ink-muted">Choose a new password of at least 6 characters.</p>
      <ResetPasswordForm token={token} />
    </section>
  );
}

import { Button } from '@vastra/ui/button';
import { useMutation } from '@tanstack/react-query';
import { sameSitePathOr } from '@vastra/contracts/shop-paths';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { applyServerErrors, Form, TextField, useSchemaForm } from '@/components/form';
import { usePageTitle } from '@/lib/use-page-title';
import { staffSession, useStaffSession } from '@/lib/session';
import { signIn, signInSchema } from './api';

/**
 * Where to go after signing in: the page that asked for it when it is a path in the back office
 * (the contracts' same-site rule: no `//`, backslash or control characters, which a browser
 * could read as another site), else the dashboard.
 */
const safeNext = (next: string | null): string => sameSitePathOr(next, '/');

export function SignInPage() {
  usePageTitle('Sign in');
  const { token } = useStaffSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const form = useSchemaForm(signInSchema, { email: '', password: '' });
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: ({ token: t, staff }) => {
      staffSession.set(staff, t);
      void navigate(next, { replace: true });
    },
    onError: (err) => {
      form.resetField('password');
      applyServerErrors(form, err, 'Could not sign in. Please try again.');
    },
  });
  if (token && !mutation.isPending) return <Navigate to={next} replace />;

  return (
    <main className="grid min-h-screen place-items-center bg-surface-muted/60 p-4">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-surface p-8 shadow-sm">
        <p className="font-display text-2xl font-bold tracking-[0.18em]">VASTRA</p>
        <h1 className="mt-4 text-xl font-semibold">Sign in to the back office</h1>
        <p className="mt-1 text-sm text-ink-muted">
          For the shop&apos;s staff. Shoppers sign in on the shop.
        </p>
        <Form
          form={form}
          onSubmit={(values) => mutation.mutate(values)}
          className="mt-6 flex flex-col gap-4"
          aria-label="Sign in"
        >
          <TextField name="email" label="E-mail" type="email" autoComplete="username" />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" loading={mutation.isPending} className="mt-2 w-full">
            Sign in
          </Button>
        </Form>
      </div>
    </main>
  );
}

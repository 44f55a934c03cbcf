import { LoginBodySchema, Msg } from '@vastra/contracts';
import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import { PasswordInput } from '@vastra/ui/password-input';
import { authPanel } from '@/entities/session';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useLogin } from '../api/login';

export function SignInForm() {
  const form = useZodForm(LoginBodySchema, { email: '', password: '' });
  const login = useLogin();
  return (
    <form
      noValidate
      onSubmit={form.submit((body) => login.mutate(body))}
      className="flex flex-col gap-4 p-5"
    >
      <p className="text-sm text-ink-muted">
        Welcome back. Sign in to see your bag, wishlist and orders.
      </p>
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...form.field('email')}
      />
      <PasswordInput label="Password" autoComplete="current-password" {...form.field('password')} />
      <button
        type="button"
        onClick={() => authPanel.open('forgot')}
        className="self-end text-sm font-medium text-ink-muted underline-offset-4 hover:text-ink hover:underline"
      >
        Forgot password?
      </button>
      {/* The refusal stays here (the toast goes after a second) until the next attempt. */}
      {login.isError && (
        <p
          role="alert"
          data-testid="sign-in-error"
          className="text-sm font-medium text-danger-text"
        >
          {errorMessage(login.error, Msg.loginServerError)}
        </p>
      )}
      <Button type="submit" size="lg" loading={login.isPending} className="w-full uppercase">
        Sign In
      </Button>
      <Button
        type="button"
        variant="outline"
        size="lg"
        onClick={() => authPanel.open('phone')}
        className="w-full"
      >
        Sign in with phone
      </Button>
      <p className="text-center text-sm text-ink-muted">
        New to Vastra?{' '}
        <button
          type="button"
          onClick={() => authPanel.open('signup')}
          className="font-semibold text-ink hover:underline"
        >
          Create an account
        </button>
      </p>
    </form>
  );
}

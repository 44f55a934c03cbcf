import { RegisterBodySchema, phoneInput } from '@vastra/contracts';
import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import { PasswordInput } from '@vastra/ui/password-input';
import { authPanel } from '@/entities/session';
import { useZodForm } from '@/lib/use-zod-form';
import { useRegister } from '../api/register';

export function SignUpForm() {
  const form = useZodForm(RegisterBodySchema, { name: '', email: '', phone: '', password: '' });
  const registerUser = useRegister();
  return (
    <form
      noValidate
      onSubmit={form.submit((body) => registerUser.mutate(body))}
      className="flex flex-col gap-4 p-5"
    >
      <p className="text-sm text-ink-muted">
        Join Vastra for faster checkout, order tracking and a wishlist that follows you.
      </p>
      <Input label="Name" autoComplete="name" {...form.field('name')} />
      <Input label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Input
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        {...form.field('phone', phoneInput)}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters"
        {...form.field('password')}
      />
      <Button type="submit" size="lg" loading={registerUser.isPending} className="w-full uppercase">
        Create Account
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Already have an account?{' '}
        <button
          type="button"
          onClick={() => authPanel.open('signin')}
          className="font-semibold text-ink hover:underline"
        >
          Sign in
        </button>
      </p>
    </form>
  );
}

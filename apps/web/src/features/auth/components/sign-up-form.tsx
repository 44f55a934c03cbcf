import { RegisterBodySchema, digitsOnly } from '@vastra/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { authPanel } from '@/entities/session';
import { useRegister } from '../api/register';
import { useRuledForm } from '../hooks/use-ruled-form';

export function SignUpForm() {
  const form = useRuledForm(RegisterBodySchema, { name: '', email: '', phone: '', password: '' });
  const registerUser = useRegister();
  const phone = form.register('phone');
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => registerUser.mutate(body))}
      className="flex flex-col gap-4 p-5"
    >
      <p className="text-sm text-ink-muted">
        Join Vastra for faster checkout, order tracking and a wishlist that follows you.
      </p>
      <Input label="Name" autoComplete="name" {...form.register('name')} />
      <Input label="Email" type="email" autoComplete="email" {...form.register('email')} />
      <Input
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        {...phone}
        onChange={(e) => form.set('phone', digitsOnly(e.target.value, 10))}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters"
        {...form.register('password')}
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

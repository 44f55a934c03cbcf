import { Sheet } from '@vastra/ui/sheet';
import { Spinner } from '@vastra/ui/spinner';
import { lazy, Suspense } from 'react';
import { useAuthPanel, type AuthPanelKind } from '@/entities/session';
import { ForgotPasswordForm } from './forgot-password-form';
import { ProfilePanel } from './profile-panel';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** Sign-in by phone is a chunk of its own, loaded when its panel first opens. */
const PhoneSignInForm = lazy(() =>
  import('./phone-sign-in-form').then((m) => ({ default: m.PhoneSignInForm })),
);

const titles: Record<AuthPanelKind, string> = {
  signin: 'Sign In',
  phone: 'Sign In with Phone',
  signup: 'Sign Up',
  forgot: 'Forgot Password',
  profile: 'Profile',
};

/** The side panels: one at a time; switching replaces the open one, closing closes all. */
export function AuthPanels() {
  const { panel, close } = useAuthPanel();
  return (
    <Sheet
      key={panel ?? 'none'}
      open={panel !== null}
      onClose={close}
      title={panel ? titles[panel] : ''}
    >
      {panel === 'signin' && <SignInForm key="signin" />}
      {panel === 'signup' && <SignUpForm key="signup" />}
      {panel === 'forgot' && <ForgotPasswordForm key="forgot" />}
      {panel === 'phone' && (
        <Suspense fallback={<Spinner className="m-5" />}>
          <PhoneSignInForm key="phone" />
        </Suspense>
      )}
      {panel === 'profile' && <ProfilePanel key="profile" />}
    </Sheet>
  );
}

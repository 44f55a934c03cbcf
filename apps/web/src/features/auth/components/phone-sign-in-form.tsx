import {
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OtpMsg,
  PhoneCodeBodySchema,
  PhoneVerifyBodySchema,
  digitsOnly,
  phoneInput,
} from '@vastra/contracts';
import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import { useEffect, useState } from 'react';
import { authPanel } from '@/entities/session';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useRequestPhoneCode, useVerifyPhoneCode } from '../api/phone-sign-in';

/** Seconds left until `until` (a timestamp), ticking once a second; 0 once it has passed. */
function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `until`
  }, [until]);
  return seconds;
}

const linkButton =
  'text-sm font-medium text-ink-muted underline-offset-4 hover:text-ink hover:underline disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:no-underline';

/** "+91 98765 43210" for the stored 10 digits. */
const shown = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/**
 * Sign-in with a phone number: the number, then the code texted to it (resend after a countdown).
 * Refusals show under the form; the code field offers the SMS's code on phones
 * (`autocomplete="one-time-code"`) and a numeric keypad.
 */
export function PhoneSignInForm() {
  const [phone, setPhone] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const requestCode = useRequestPhoneCode();
  const secondsLeft = useSecondsLeft(resendAt);

  const send = (number: string) =>
    requestCode.mutate(
      { phone: number },
      {
        onSuccess: () => {
          setPhone(number);
          setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
        },
      },
    );

  const numberForm = useZodForm(PhoneCodeBodySchema, { phone: '' });
  if (phone === null) {
    return (
      <form
        noValidate
        onSubmit={numberForm.submit((body) => send(body.phone))}
        className="flex flex-col gap-4 p-5"
      >
        <p className="text-sm text-ink-muted">
          Enter the mobile number on your account. We will text you a {OTP_LENGTH}-digit code.
        </p>
        <Input
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          {...numberForm.field('phone', phoneInput)}
        />
        {requestCode.isError && (
          <p role="alert" className="text-sm font-medium text-danger-text">
            {errorMessage(requestCode.error, OtpMsg.unavailable)}
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          loading={requestCode.isPending}
          className="w-full uppercase"
        >
          Send code
        </Button>
        <button type="button" onClick={() => authPanel.open('signin')} className={linkButton}>
          Sign in with email instead
        </button>
      </form>
    );
  }
  return (
    <CodeStep
      phone={phone}
      secondsLeft={secondsLeft}
      resending={requestCode.isPending}
      resendError={requestCode.isError ? errorMessage(requestCode.error, OtpMsg.unavailable) : null}
      onResend={() => send(phone)}
      onChangeNumber={() => {
        requestCode.reset();
        setPhone(null);
      }}
    />
  );
}

interface CodeStepProps {
  phone: string;
  secondsLeft: number;
  resending: boolean;
  resendError: string | null;
  onResend: () => void;
  onChangeNumber: () => void;
}

function CodeStep({
  phone,
  secondsLeft,
  resending,
  resendError,
  onResend,
  onChangeNumber,
}: CodeStepProps) {
  const form = useZodForm(PhoneVerifyBodySchema, { phone, code: '' });
  const verify = useVerifyPhoneCode();
  const { setFocus } = form;
  // The number's form is gone: focus moves on to the code, where the shopper types next.
  useEffect(() => setFocus('code'), [setFocus]);
  const refusal = verify.isError ? errorMessage(verify.error, OtpMsg.codeInvalid) : resendError;
  return (
    <form
      noValidate
      onSubmit={form.submit((body) => verify.mutate(body))}
      className="flex flex-col gap-4 p-5"
    >
      <p role="status" className="text-sm text-ink-muted">
        {OtpMsg.codeSent} Number: <span className="font-medium text-ink">{shown(phone)}</span>
      </p>
      <Input
        label={`${OTP_LENGTH}-digit code`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        {...form.field('code', (v) => digitsOnly(v, OTP_LENGTH))}
      />
      {refusal && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" loading={verify.isPending} className="w-full uppercase">
        Verify and sign in
      </Button>
      <div className="flex items-center justify-between gap-3">
        <button type="button" onClick={onChangeNumber} className={linkButton}>
          Change number
        </button>
        <button
          type="button"
          onClick={onResend}
          disabled={secondsLeft > 0 || resending}
          className={linkButton}
        >
          {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
        </button>
      </div>
    </form>
  );
}

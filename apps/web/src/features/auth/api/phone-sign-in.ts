import { Msg, type PhoneCodeBody, type PhoneVerifyBody } from '@vastra/contracts';
import { phoneSignInApi } from '@vastra/contracts/routes/phone-sign-in';
import { useMutation } from '@tanstack/react-query';
import { apiRoute } from '@/lib/api-client';
import { useSignedIn } from './login';

/** `POST /users/auth/phone/code` → the one message, whether or not an account has the number. */
export function useRequestPhoneCode() {
  return useMutation({
    mutationFn: (body: PhoneCodeBody) =>
      apiRoute(phoneSignInApi.requestCode, { body, fallback: Msg.loginServerError }),
  });
}

/** `POST /users/auth/phone/verify` → signed in exactly as with e-mail and password. */
export function useVerifyPhoneCode() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: PhoneVerifyBody) =>
      apiRoute(phoneSignInApi.verifyCode, { body, fallback: Msg.loginServerError }),
    onSuccess: signedIn,
  });
}

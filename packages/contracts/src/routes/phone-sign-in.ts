import { AuthResponseSchema } from '../account';
import {
  PhoneCodeBodySchema,
  PhoneCodeResponseSchema,
  PhoneVerifyBodySchema,
} from '../phone-sign-in';
import { defineRoute } from './define';

/** Sign-in with a phone number and a one-time code sent by SMS. */
export const phoneSignInApi = {
  requestCode: defineRoute({
    method: 'post',
    path: '/api/users/auth/phone/code',
    summary: 'Text a one-time sign-in code to the account with this phone number',
    auth: 'public',
    errors: [429],
    body: PhoneCodeBodySchema,
    response: PhoneCodeResponseSchema,
    status: 202,
  }),
  verifyCode: defineRoute({
    method: 'post',
    path: '/api/users/auth/phone/verify',
    summary: 'Sign in with the phone number and the code texted to it',
    auth: 'public',
    errors: [401, 403, 429],
    body: PhoneVerifyBodySchema,
    response: AuthResponseSchema,
  }),
} as const;

import {
  AuthResponseSchema,
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  ProfileResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UpdateProfileBodySchema,
} from '../account';
import { MessageBodySchema } from '../common';
import { defineRoute } from './define';

/** Sign-up, sign-in, passwords and the profile. */
export const usersApi = {
  register: defineRoute({
    method: 'post',
    path: '/api/users/auth/register',
    summary: 'Create an account',
    auth: 'public',
    errors: [409, 429],
    body: RegisterBodySchema,
    response: MessageBodySchema,
    status: 201,
  }),
  login: defineRoute({
    method: 'post',
    path: '/api/users/auth/login',
    summary: 'Sign in with e-mail and password',
    auth: 'public',
    errors: [401, 403, 429],
    body: LoginBodySchema,
    response: AuthResponseSchema,
  }),
  forgotPassword: defineRoute({
    method: 'post',
    path: '/api/users/auth/forget-password',
    summary: 'E-mail a password-reset link',
    auth: 'public',
    errors: [429],
    body: ForgotPasswordBodySchema,
    response: MessageBodySchema,
  }),
  resetPassword: defineRoute({
    method: 'post',
    path: '/api/users/auth/reset-password',
    summary: 'Set a new password with a reset token',
    auth: 'public',
    errors: [429],
    body: ResetPasswordBodySchema,
    response: MessageBodySchema,
  }),
  changePassword: defineRoute({
    method: 'post',
    path: '/api/users/auth/change-password',
    summary: 'Change the password (other sessions are signed out)',
    auth: 'shopper',
    errors: [404, 429],
    body: ChangePasswordBodySchema,
    response: AuthResponseSchema,
  }),
  getProfile: defineRoute({
    method: 'get',
    path: '/api/users/profile',
    summary: 'The signed-in shopper’s profile',
    auth: 'shopper',
    errors: [404],
    response: ProfileResponseSchema,
  }),
  updateProfile: defineRoute({
    method: 'put',
    path: '/api/users/profile',
    summary: 'Update the profile (a new token when the e-mail changes)',
    auth: 'shopper',
    errors: [404, 409, 429],
    body: UpdateProfileBodySchema,
    response: ProfileResponseSchema,
  }),
} as const;

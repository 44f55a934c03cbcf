import { MessageBodySchema, Msg, type ResetPasswordBody } from '@vastra/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const res = await api('/users/auth/reset-password', {
    method: 'POST',
    body,
    schema: MessageBodySchema,
    fallback: Msg.invalidToken,
  });
  return res.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

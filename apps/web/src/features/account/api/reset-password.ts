import { Msg, type ResetPasswordBody } from '@vastra/contracts';
import { usersApi } from '@vastra/contracts/routes/users';
import { useMutation } from '@tanstack/react-query';
import { apiRoute } from '@/lib/api-client';

async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const res = await apiRoute(usersApi.resetPassword, {
    body,
    fallback: Msg.invalidToken,
  });
  return res.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

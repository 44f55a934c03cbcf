import { Msg, type AuthResponse, type ChangePasswordBody } from '@vastra/contracts';
import { usersApi } from '@vastra/contracts/routes/users';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { apiRoute, errorMessage } from '@/lib/api-client';
import { session } from '@/lib/session';

function changePassword(body: ChangePasswordBody): Promise<AuthResponse> {
  return apiRoute(usersApi.changePassword, {
    body,
    fallback: Msg.passwordChangeFailed,
  });
}

/** A change retires every older token, so the answer's fresh token replaces the stored one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (res) => {
      session.set(res.data.user, res.data.token);
      toast.success(Msg.passwordChanged, ACCOUNT_TOAST_MS);
    },
    onError: (err) => toast.error(errorMessage(err, Msg.passwordChangeFailed), ACCOUNT_TOAST_MS),
  });
}
